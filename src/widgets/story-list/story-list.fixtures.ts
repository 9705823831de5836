import { StoryListPropsSchema, storyListData, type StoryListData, type StoryListProps } from './story-list.schema.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import type { Story } from '#schemas/entities/story.ts';
import { createStory } from '#fixtures/school/builders.ts';
import { school, sportBy } from '../shared/school.fixtures.ts';
import { listedStories } from '../shared/stories.fixtures.ts';

const football = sportBy('mfootbl');
const page = (
  start: number,
  count: number,
  sport: Sport | null = null,
  stories: readonly Story[] = listedStories,
  pageNumber = 1,
): StoryListData => {
  const all = stories.filter((s) => sport === null || s.sport_id === sport.id);
  return storyListData({
    stories: all.slice(start, start + count),
    total: all.length,
    start,
    count,
    page: pageNumber,
    sports: school.sports,
    sport,
  });
};

const longTitles = [
  createStory({
    id: 990001,
    title:
      'Falcons Rally From 21 Points Down in the Fourth Quarter to Stun Lakeport State in Triple Overtime Thriller Before a Record Crowd at Falcon Stadium',
    teaser:
      'It was, by any measure, the most remarkable comeback in the 104-year history of Northfield State football, and the fans who stayed will talk about it for decades.',
  }),
  createStory({
    id: 990002,
    title: 'Supercalifragilisticexpialidociouslylongunbrokenheadlinewordthatmustwrapsomehow',
    teaser: null,
    image: null,
  }),
  createStory({ id: 990003, title: 'Short', sport_id: null }),
];

export const storyListFixtures = {
  default: { props: StoryListPropsSchema.parse({}), data: page(0, 10), from: '/' },
  featured: { props: StoryListPropsSchema.parse({ layout: 'featured', count: 5, title: 'Top Stories' }), data: page(0, 5), from: '/' },
  list: { props: StoryListPropsSchema.parse({ layout: 'list', count: 8 }), data: page(0, 8), from: '/' },
  sportScoped: {
    props: StoryListPropsSchema.parse({ title: 'Football News' }),
    data: page(0, 10, football),
    from: `/sports/${football.global_sport_name_slug}`,
  },
  /** A load-more list on the page its "Load more" link opens without JavaScript (`?page=2`). */
  secondPage: {
    props: StoryListPropsSchema.parse({ title: 'More News', layout: 'list', loadMore: true }),
    data: page(10, 10, null, listedStories, 2),
    from: '/?page=2',
  },
  /** The second load (spec 7 start=10): a component load, not a page. */
  loadMore: { props: StoryListPropsSchema.parse({ loadMore: true }), data: page(10, 10) },
  empty: { props: StoryListPropsSchema.parse({}), data: { stories: [], total: 0, start: 0, count: 10, page: 1, sportId: '0' } },
  longTitles: { props: StoryListPropsSchema.parse({ layout: 'grid', count: 3 }), data: page(0, 3, null, longTitles) },
} satisfies Record<string, { props: StoryListProps; data: StoryListData; from?: string }>;
