import { TagListPropsSchema, type TagListData, type TagListProps } from './tag-list.schema.ts';
import { tagUrl } from '../shared/urls.ts';
import { school } from '../shared/school.fixtures.ts';

const props = TagListPropsSchema.parse({});
const count = (id: number) =>
  school.stories.filter((s) => s.published && s.tags.includes(id)).length + school.roster.filter((p) => p.published && p.tags.includes(id)).length;
const tags = school.tags.map((t) => ({ name: t.name, slug: t.slug, description: t.description, count: count(t.id), href: tagUrl(t.slug) })).filter((t) => t.count > 0).toSorted((a, b) => a.name.localeCompare(b.name));

export const tagListFixtures = {
  all: { props, data: { tags } },
  few: { props, data: { tags: tags.slice(0, 3) } },
  none: { props, data: { tags: [] } },
} satisfies Record<string, { props: TagListProps; data: TagListData }>;
