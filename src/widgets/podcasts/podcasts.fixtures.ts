import { PODCAST_CATEGORIES } from '#schemas/entities/podcast.ts';
import { PodcastsPropsSchema, type PodcastsData, type PodcastsProps } from './podcasts.schema.ts';
import { cardOf } from '../shared/podcasts.fixtures.ts';
import { school } from '../shared/school.fixtures.ts';

const props = PodcastsPropsSchema.parse({});
const categories = (current: number) => PODCAST_CATEGORIES.map((c) => ({ id: c.id, title: c.title, href: `/podcasts?category=${c.id}`, current: c.id === current }));

export const podcastsFixtures = {
  all: { props, data: { categories: categories(0), series: school.podcasts.series.map(cardOf) } },
  coachesShows: { props: PodcastsPropsSchema.parse({ categoryId: 1 }), data: { categories: categories(1), series: school.podcasts.series.filter((s) => s.category_id === 1).map(cardOf) } },
  empty: { props, data: { categories: [], series: [] } },
} satisfies Record<string, { props: PodcastsProps; data: PodcastsData }>;
