import RSS from 'rss';
import * as z from 'zod/mini';
import { StorySchema } from '#schemas/entities/story.ts';
import { newsFeedUrl } from '#src/widgets/rss-feeds/rss-feeds.schema.ts';
import { apiError, intParam } from '../http.server.ts';
import type { ApiRequest, ApiRoute } from '../types.server.ts';

/** Feed readers poll: five minutes of shared caching keeps a story's delay short and the load small. */
const FEED_CACHE = 'public, max-age=300';

/** A story picture's media type by its extension (feed readers choose by it). */
function enclosureType(url: string): string {
  const ext = /\.(\w+)(?:[?#]|$)/.exec(url)?.[1]?.toLowerCase();
  return ext === 'svg' ? 'image/svg+xml' : ext === 'webp' ? 'image/webp' : ext === 'png' ? 'image/png' : 'image/jpeg';
}
export const FEED_ITEMS = 20;
const FeedStory = z.pick(StorySchema, {
  id: true,
  title: true,
  teaser: true,
  date: true,
  url: true,
  byline: true,
  image: true,
  sport_id: true,
});

/**
 * GET /api/v2/news/rss.xml?sportId=: RSS 2.0 of the newest published stories, site-wide or of one sport, with a
 * validator from the content version (304 on If-None-Match), so an unchanged feed costs a reader nothing.
 */
async function newsFeed({ store, tenant, url, request }: ApiRequest): Promise<Response> {
  const sportId = intParam(url.searchParams.get('sportId'), 'sportId', 0, { max: 1e9 });
  const allSports = await store.sports.list(tenant);
  const sport = sportId === 0 ? null : allSports.find((s) => s.id === sportId && !s.non_sport);
  if (sport === undefined) return apiError(404, `Unknown sport ${sportId}`);
  const etag = `"news-${sportId}-${await store.tenants.contentVersion(tenant)}"`;
  const headers = { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': FEED_CACHE, etag };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  const site = await store.settings.site(tenant);
  const base = site.baseUrl.replace(/\/+$/, '');
  const sports = new Map(allSports.map((s) => [s.id, s]));
  const stories = z.array(FeedStory).parse(await store.stories.newest(tenant, { sportId: sport?.id ?? null, count: FEED_ITEMS }));
  const feed = new RSS({
    title: sport ? `${sport.title} News | ${site.athleticsName}` : `${site.athleticsName} News`,
    description: sport ? `The latest ${sport.title} news from ${site.athleticsName}.` : `The latest news from ${site.athleticsName}.`,
    feed_url: `${base}${newsFeedUrl(sport?.global_sport_name_slug ?? null)}`,
    site_url: sport ? `${base}/sports/${sport.global_sport_name_slug}` : base,
    image_url: `${base}${site.logo}`,
    language: 'en',
    pubDate: stories[0]?.date,
    ttl: 5,
  });
  for (const story of stories) {
    const storySport = story.sport_id === null ? undefined : sports.get(story.sport_id);
    feed.item({
      title: story.title,
      description: story.teaser ?? '',
      url: `${base}${story.url}`,
      guid: `${tenant}-story-${story.id}`,
      date: story.date,
      author: story.byline ?? undefined,
      categories: storySport ? [storySport.title] : [],
      ...(story.image ? { enclosure: { url: `${base}${story.image.url}`, type: enclosureType(story.image.url) } } : {}),
    });
  }
  return new Response(feed.xml({ indent: false }), { headers });
}

export const newsRoutes: ApiRoute[] = [['GET', /^\/news\/rss\.xml$/, newsFeed]];
