import { TagListPropsSchema, tagListData, type TagListData, type TagListProps } from './tag-list.schema.ts';
import { school } from '../shared/school.fixtures.ts';
import { taggedRows } from '../shared/tags.fixtures.ts';
import { taggedByTag } from '../shared/tags.ts';

const props = TagListPropsSchema.parse({});
const { tags } = tagListData({ tags: school.tags, tagged: taggedByTag(taggedRows) });

export const tagListFixtures = {
  all: { props, data: { tags }, from: '/tags' },
  few: { props, data: { tags: tags.slice(0, 3) } },
  none: { props, data: { tags: [] } },
} satisfies Record<string, { props: TagListProps; data: TagListData; from?: string }>;
