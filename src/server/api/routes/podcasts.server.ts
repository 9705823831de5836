import { Podcast } from 'podcast';
import { PODCAST_CATEGORIES } from '#schemas/entities/podcast.ts';
import { mediaAccess } from '#schemas/entities/media.ts';
import { podcastFeedUrl, podcastUrl } from '#src/widgets/shared/podcast-series.ts';
import { podcastSeries, seriesEpisodes } from '#src/widgets/shared/podcasts.server.ts';
import { apiError } from '../http.server.ts';
import type { ApiRequest, ApiRoute } from '../types.server.ts';

/** Podcast apps poll: an hour of shared caching is plenty for a weekly show. */
const FEED_CACHE = 'public, max-age=3600';

/**
 * GET /api/v2/podcasts/{id}/feed.xml: RSS 2.0 with the iTunes tags podcast apps read (author, image,
 * category, explicit, duration, episode numbers) and an enclosure per episode. Only episodes anyone may play
 * are in it (spec 3 media flags): a premium-only series has an empty feed, not a leaky one.
 */
async function podcastFeed({ store, tenant, params, request }: ApiRequest): Promise<Response> {
  const series = (await podcastSeries(store, tenant, false)).find((s) => String(s.id) === params[0]);
  if (!series) return apiError(404, 'No such podcast');
  const site = await store.settings.site(tenant);
  const base = site.baseUrl.replace(/\/+$/, '');
  const episodes = await seriesEpisodes(store, tenant, series.id, false);
  const version = `"${series.id}-${await store.tenants.contentVersion(tenant)}"`;
  if (request.headers.get('if-none-match') === version)
    return new Response(null, { status: 304, headers: { etag: version, 'cache-control': FEED_CACHE } });
  const feed = new Podcast({
    title: series.title,
    description: series.description,
    feedUrl: `${base}${podcastFeedUrl(series)}`,
    siteUrl: `${base}${podcastUrl(series)}`,
    imageUrl: `${base}${series.artwork.url}`,
    author: series.author,
    copyright: `${new Date().getFullYear()} ${site.schoolName}`,
    language: 'en',
    pubDate: episodes[0]?.date,
    ttl: 60,
    itunesAuthor: series.author,
    itunesSummary: series.description,
    itunesOwner: { name: site.athleticsName, email: site.supportEmail },
    itunesExplicit: false,
    itunesCategory: [
      {
        text: 'Sports',
        subcats: [
          {
            text:
              PODCAST_CATEGORIES.find((c) => c.id === series.category_id)?.title === 'Coaches Shows' ? 'Football' : 'College & High School',
          },
        ],
      },
    ],
    itunesImage: `${base}${series.artwork.url}`,
    itunesType: 'episodic',
  });
  for (const episode of episodes) {
    if (mediaAccess(episode.media, { authorized: false }).kind !== 'play') continue;
    const file = await store.files.find(tenant, episode.audio_url);
    if (!file?.published) continue;
    feed.addItem({
      title: episode.title,
      description: episode.description,
      url: `${base}${podcastUrl(series)}?episode=${episode.id}`,
      guid: `${tenant}-podcast-episode-${episode.id}`,
      date: episode.date,
      enclosure: { url: `${base}${episode.audio_url}`, size: file.size, type: file.content_type },
      itunesDuration: episode.duration_seconds,
      itunesEpisode: episode.number,
      itunesExplicit: false,
      itunesEpisodeType: 'full',
    });
  }
  return new Response(feed.buildXml(), {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': FEED_CACHE, etag: version },
  });
}

export const podcastRoutes: ApiRoute[] = [['GET', /^\/podcasts\/(\d{1,9})\/feed\.xml$/, podcastFeed]];
