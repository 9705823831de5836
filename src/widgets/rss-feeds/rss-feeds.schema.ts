import * as z from 'zod/mini';
import type { PodcastSeries } from '#schemas/entities/podcast.ts';
import type { SiteSettings } from '#schemas/entities/site.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { defineWidget } from '#registry/define-widget.ts';
import { podcastFeedUrl } from '../shared/podcast-series.ts';

export const RssFeedsPropsSchema = z.object({});
export type RssFeedsProps = z.infer<typeof RssFeedsPropsSchema>;

const FeedSchema = z.object({ title: z.string(), url: z.string() });

/** Every feed the site offers, with absolute URLs to paste into a feed reader or podcast app. */
export const RssFeedsDataSchema = z.object({
  news: FeedSchema,
  sports: z.array(FeedSchema),
  podcasts: z.array(FeedSchema),
});
export type RssFeedsData = z.infer<typeof RssFeedsDataSchema>;

/** The site path of the news feed: site-wide, or one sport's. */
export const newsFeedUrl = (sportSlug: string | null) => (sportSlug ? `/sports/${sportSlug}/rss.xml` : '/rss.xml');

/** spec 2.1 /rss_feeds: the site's news feed, one per real sport (by name), and the published podcasts' feeds. */
export function rssFeedsData({
  site,
  sports,
  podcasts,
}: {
  site: Pick<SiteSettings, 'baseUrl' | 'athleticsName'>;
  sports: readonly Sport[];
  podcasts: readonly PodcastSeries[];
}): RssFeedsData {
  const base = site.baseUrl.replace(/\/+$/, '');
  return {
    news: { title: `All ${site.athleticsName} news`, url: `${base}${newsFeedUrl(null)}` },
    sports: sports
      .filter((s) => !s.non_sport)
      .toSorted((a, b) => a.title.localeCompare(b.title))
      .map((s) => ({ title: `${s.title} news`, url: `${base}${newsFeedUrl(s.global_sport_name_slug)}` })),
    podcasts: podcasts.map((p) => ({ title: p.title, url: `${base}${podcastFeedUrl(p)}` })),
  };
}

export const widget = defineWidget({
  name: 'rss-feeds',
  label: 'RSS feeds',
  description: 'The list of news and podcast feeds.',
  props: RssFeedsPropsSchema,
  data: RssFeedsDataSchema,
});
