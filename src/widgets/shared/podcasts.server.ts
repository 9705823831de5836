// The store side of podcasts, shared by the podcasts list, the player, the feeds list and the podcast feed route.
import * as z from 'zod/mini';
import { seriesRequiresAuth } from '#schemas/entities/media.ts';
import { PODCAST_CATEGORIES, PodcastEpisodeSchema, PodcastSeriesSchema, type PodcastEpisode, type PodcastSeries } from '#schemas/entities/podcast.ts';
import type { Store } from '#src/server/store/store.server.ts';
import type { WidgetContext } from './context.server.ts';
import { podcastFeedUrl, podcastUrl, type PodcastSeriesCard } from './podcast-series.ts';

export function podcastSeries(store: Store, tenant: string, staff: boolean): PodcastSeries[] {
  return store.cached(tenant, `podcasts:${staff}`, () =>
    z.array(PodcastSeriesSchema).parse(store.list(tenant, 'podcasts', { publishedOnly: !staff, order: 'asc' }).items),
  );
}

/** A series' episodes, newest first. */
export function seriesEpisodes(store: Store, tenant: string, seriesId: number, staff: boolean): PodcastEpisode[] {
  return store.cached(tenant, `episodes:${seriesId}:${staff}`, () =>
    z.array(PodcastEpisodeSchema).parse(store.list(tenant, 'episodes', { season: String(seriesId), publishedOnly: !staff, order: 'desc' }).items),
  );
}

export function seriesCard(series: PodcastSeries, episodes: readonly PodcastEpisode[], ctx: Pick<WidgetContext, 'sports'>): PodcastSeriesCard {
  const latest = episodes[0];
  return {
    id: series.id, title: series.title, description: series.description, author: series.author, artwork: series.artwork,
    href: podcastUrl(series), feedUrl: podcastFeedUrl(series), episodeCount: episodes.length,
    latest: latest ? { title: latest.title, date: latest.date } : null,
    sportTitle: ctx.sports.find((s) => s.id === series.sport_id)?.title ?? null,
    categoryTitle: PODCAST_CATEGORIES.find((c) => c.id === series.category_id)?.title ?? 'Podcasts',
    requiresAuth: seriesRequiresAuth(episodes),
  };
}
