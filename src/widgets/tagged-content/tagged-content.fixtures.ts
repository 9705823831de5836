import { TaggedContentPropsSchema, taggedContentData, type TaggedContentData, type TaggedContentProps } from './tagged-content.schema.ts';
import type { Tag } from '#schemas/entities/tag.ts';
import { school, sportBy } from '../shared/school.fixtures.ts';
import { taggedRows } from '../shared/tags.fixtures.ts';
import { taggedByTag } from '../shared/tags.ts';

const props = TaggedContentPropsSchema.parse({});
const tagged = taggedByTag(taggedRows);
const storyCount = (tag: Tag) => tagged.get(tag.id)?.stories.length ?? 0;
const busy = school.tags.toSorted((a, b) => storyCount(b) - storyCount(a))[0]!;
const playerTag = school.tags.find((t) => t.name === 'Team Captain')!;
const football = sportBy('mfootbl');
const stories = new Map(school.stories.map((s) => [s.id, s]));
const players = new Map(school.roster.map((p) => [p.id, p]));

function dataOf(tag: Tag, pageNumber = 1, sport: typeof football | null = null): TaggedContentData {
  return taggedContentData({
    tag,
    sport,
    sports: school.sports,
    tagged: tagged.get(tag.id) ?? { stories: [], players: [] },
    stories,
    players,
    pageNumber,
    pageSize: props.pageSize,
  });
}

export const taggedContentFixtures = {
  stories: { props, data: dataOf(busy), from: `/tags/${busy.slug}` },
  secondPage: { props, data: dataOf(busy, 2), from: `/tags/${busy.slug}?page=2` },
  oneSport: { props, data: dataOf(busy, 1, football), from: `/tags/${busy.slug}/${football.global_sport_name_slug}` },
  players: { props, data: dataOf(playerTag), from: `/tags/${playerTag.slug}` },
} satisfies Record<string, { props: TaggedContentProps; data: TaggedContentData; from?: string }>;
