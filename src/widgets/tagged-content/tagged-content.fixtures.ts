import { playerBioUrl, tagUrl } from '../shared/urls.ts';
import { TaggedContentPropsSchema, type TaggedContentData, type TaggedContentProps } from './tagged-content.schema.ts';
import { latestStories, school, sportOf, toStoryCard } from '../shared/school.fixtures.ts';

const props = TaggedContentPropsSchema.parse({});
const byStories = school.tags.toSorted((a, b) => latestStories.filter((s) => s.tags.includes(b.id)).length - latestStories.filter((s) => s.tags.includes(a.id)).length);
const busy = byStories[0]!;
const playerTag = school.tags.find((t) => t.name === 'Team Captain')!;

function dataOf(tagId: number, pageIndex = 0, sportId: number | null = null): TaggedContentData {
  const tag = school.tags.find((t) => t.id === tagId)!;
  const stories = latestStories.filter((s) => s.tags.includes(tagId) && (sportId === null || s.sport_id === sportId));
  const pages = Math.max(1, Math.ceil(stories.length / props.pageSize));
  const base = tagUrl(tag.slug, sportId === null ? null : sportOf(sportId).global_sport_name_slug);
  return {
    tag: { name: tag.name, slug: tag.slug, description: tag.description },
    sport: sportId === null ? null : { title: sportOf(sportId).title },
    sportLinks: [{ label: 'All sports', href: tagUrl(tag.slug), current: sportId === null }, { label: 'Football', href: tagUrl(tag.slug, 'football'), current: sportId === 2 }, { label: "Men's Basketball", href: tagUrl(tag.slug, 'mens-basketball'), current: false }],
    stories: stories.slice(pageIndex * props.pageSize, (pageIndex + 1) * props.pageSize).map(toStoryCard),
    storyTotal: stories.length,
    players: pageIndex > 0 ? [] : school.roster.filter((p) => p.tags.includes(tagId)).slice(0, 8).map((p) => ({ name: `${p.first_name} ${p.last_name}`, url: playerBioUrl(sportOf(p.sport_id).global_sport_name_slug, p), detail: `${sportOf(p.sport_id).title} · ${p.position_long ?? ''}` })),
    page: { index: pageIndex, pages, prevHref: pageIndex > 0 ? `${base}${pageIndex > 1 ? `?page=${pageIndex}` : ''}` : null, nextHref: pageIndex + 1 < pages ? `${base}?page=${pageIndex + 2}` : null },
  };
}

export const taggedContentFixtures = {
  stories: { props, data: dataOf(busy.id) },
  secondPage: { props, data: dataOf(busy.id, 1) },
  oneSport: { props, data: dataOf(busy.id, 0, 2) },
  players: { props, data: dataOf(playerTag.id) },
} satisfies Record<string, { props: TaggedContentProps; data: TaggedContentData }>;
