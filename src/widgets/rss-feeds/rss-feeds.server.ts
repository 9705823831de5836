import { rssFeedsData } from './rss-feeds.schema.ts';
import type { WidgetResolver } from '../shared/context.server.ts';
import { podcastSeries } from '../shared/podcasts.server.ts';

/** spec 2.1 /rss_feeds: the site's news feed, one per real sport, and the podcast feeds (what anyone may subscribe to). */
export const resolveRssFeeds: WidgetResolver<'rss-feeds'> = async (_props, ctx) => {
  const [site, podcasts] = await Promise.all([ctx.store.settings.site(ctx.tenant), podcastSeries(ctx.store, ctx.tenant, false)]);
  return { data: rssFeedsData({ site, sports: ctx.sports, podcasts }) };
};
