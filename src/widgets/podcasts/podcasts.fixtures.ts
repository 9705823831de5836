import { PodcastsPropsSchema, podcastsData, type PodcastsData, type PodcastsProps } from './podcasts.schema.ts';
import { episodesOf, publishedSeries } from '../shared/podcasts.fixtures.ts';
import { school } from '../shared/school.fixtures.ts';

const props = PodcastsPropsSchema.parse({});
const episodes = new Map(publishedSeries.map((s) => [s.id, episodesOf(s)]));
const listOf = (category: number) => podcastsData({ series: publishedSeries, episodes, sports: school.sports, sport: null, category });

export const podcastsFixtures = {
  all: { props, data: listOf(0), from: '/podcasts' },
  coachesShows: { props: PodcastsPropsSchema.parse({ categoryId: 1 }), data: listOf(1), from: '/podcasts' },
  empty: { props, data: { categories: [], series: [] } },
} satisfies Record<string, { props: PodcastsProps; data: PodcastsData; from?: string }>;
