import { podcastFeedUrl } from '../shared/podcast-series.ts';
import { RssFeedsPropsSchema, newsFeedUrl, type RssFeedsData, type RssFeedsProps } from './rss-feeds.schema.ts';
import { school } from '../shared/school.fixtures.ts';

const base = school.site.baseUrl.replace(/\/+$/, '');
const props = RssFeedsPropsSchema.parse({});
const all: RssFeedsData = {
  news: { title: `All ${school.site.athleticsName} news`, url: `${base}${newsFeedUrl(null)}` },
  sports: school.sports.filter((s) => !s.non_sport).toSorted((a, b) => a.title.localeCompare(b.title)).map((s) => ({ title: `${s.title} news`, url: `${base}${newsFeedUrl(s.global_sport_name_slug)}` })),
  podcasts: school.podcasts.series.map((p) => ({ title: p.title, url: `${base}${podcastFeedUrl(p)}` })),
};

export const rssFeedsFixtures = {
  all: { props, data: all },
  withoutPodcasts: { props, data: { ...all, sports: all.sports.slice(0, 3), podcasts: [] } },
} satisfies Record<string, { props: RssFeedsProps; data: RssFeedsData }>;
