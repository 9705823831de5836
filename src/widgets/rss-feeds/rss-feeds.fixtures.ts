import { RssFeedsPropsSchema, rssFeedsData, type RssFeedsData, type RssFeedsProps } from './rss-feeds.schema.ts';
import { publishedSeries } from '../shared/podcasts.fixtures.ts';
import { school } from '../shared/school.fixtures.ts';

const props = RssFeedsPropsSchema.parse({});
const all = rssFeedsData({ site: school.site, sports: school.sports, podcasts: publishedSeries });

export const rssFeedsFixtures = {
  all: { props, data: all, from: '/rss_feeds' },
  withoutPodcasts: { props, data: { ...all, sports: all.sports.slice(0, 3), podcasts: [] } },
} satisfies Record<string, { props: RssFeedsProps; data: RssFeedsData; from?: string }>;
