import { newsFeedUrl } from './rss-feeds.schema.ts';
import { podcastFeedUrl } from '../shared/podcast-series.ts';
import { loadSiteSettings } from '#src/server/page/resolve-page.server.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';
import { podcastSeries } from '../shared/podcasts.server.ts';

/** spec 2.1 /rss_feeds: the site's news feed, one per real sport, and the podcast feeds. */
export const resolveRssFeeds: LegacyWidgetResolver<'rss-feeds'> = (_props, ctx) => {
  const site = loadSiteSettings(ctx.store, ctx.tenant);
  const base = site.baseUrl.replace(/\/+$/, '');
  return {
    news: { title: `All ${site.athleticsName} news`, url: `${base}${newsFeedUrl(null)}` },
    sports: ctx.sports
      .filter((s) => !s.non_sport)
      .toSorted((a, b) => a.title.localeCompare(b.title))
      .map((s) => ({ title: `${s.title} news`, url: `${base}${newsFeedUrl(s.global_sport_name_slug)}` })),
    podcasts: podcastSeries(ctx.store, ctx.tenant, false).map((p) => ({ title: p.title, url: `${base}${podcastFeedUrl(p)}` })),
  };
};
