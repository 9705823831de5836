import { StoryListPropsSchema, type StoryListData, type StoryListProps } from './story-list.schema.ts';
import { createStory } from '#fixtures/school/builders.ts';
import { latestStories, sportBy, toStoryCard } from '../shared/school.fixtures.ts';

const football = sportBy('mfootbl');
const footballStories = latestStories.filter((s) => s.sport_id === football.id);
const page = (stories: typeof latestStories, start: number, count: number, sportId = '0'): StoryListData => ({
  stories: stories.slice(start, start + count).map(toStoryCard),
  total: stories.length,
  start,
  count,
  sportId,
});

const longTitles = [
  createStory({ id: 990001, title: 'Falcons Rally From 21 Points Down in the Fourth Quarter to Stun Lakeport State in Triple Overtime Thriller Before a Record Crowd at Falcon Stadium', teaser: 'It was, by any measure, the most remarkable comeback in the 104-year history of Northfield State football, and the fans who stayed will talk about it for decades.' }),
  createStory({ id: 990002, title: 'Supercalifragilisticexpialidociouslylongunbrokenheadlinewordthatmustwrapsomehow', teaser: null, image: null }),
  createStory({ id: 990003, title: 'Short', sport_id: null }),
];

export const storyListFixtures = {
  default: { props: StoryListPropsSchema.parse({}), data: page(latestStories, 0, 10) },
  featured: { props: StoryListPropsSchema.parse({ layout: 'featured', count: 5, title: 'Top Stories' }), data: page(latestStories, 0, 5) },
  list: { props: StoryListPropsSchema.parse({ layout: 'list', count: 8 }), data: page(latestStories, 0, 8) },
  sportScoped: { props: StoryListPropsSchema.parse({ title: 'Football News' }), data: page(footballStories, 0, 10, String(football.id)) },
  loadMore: { props: StoryListPropsSchema.parse({ loadMore: true }), data: page(latestStories, 10, 10) },
  empty: { props: StoryListPropsSchema.parse({}), data: { stories: [], total: 0, start: 0, count: 10, sportId: '0' } },
  longTitles: {
    props: StoryListPropsSchema.parse({ layout: 'grid', count: 3 }),
    data: { stories: longTitles.map(toStoryCard), total: 3, start: 0, count: 3, sportId: '0' },
  },
} satisfies Record<string, { props: StoryListProps; data: StoryListData }>;
