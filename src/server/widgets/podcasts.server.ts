import { pageNotFoundMessage } from '#schemas/constants.ts';
import { mediaAccess, seriesRequiresAuth } from '#schemas/entities/media.ts';
import { PODCAST_CATEGORIES, PodcastEpisodeSchema, PodcastSeriesSchema, type PodcastEpisode, type PodcastSeries } from '#schemas/entities/podcast.ts';
import type { PodcastEpisodeItem } from '#schemas/widgets/podcast-player.ts';
import { podcastFeedUrl, podcastUrl, type PodcastSeriesCard } from '#schemas/widgets/podcasts.ts';
import * as z from 'zod/mini';
import { HttpError } from '../api/http.server.ts';
import { findFile } from '../files/file-store.server.ts';
import type { Store } from '../store/store.server.ts';
import type { WidgetContext, WidgetResolver } from '#src/widgets/shared/context.server.ts';

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

/** spec 2.1 podcast list: every series with its artwork and episode count; by category (spec 7 categoryId). */
export const resolvePodcasts: WidgetResolver<'podcasts'> = (props, ctx) => {
  const requested = Number(ctx.query.filters.categoryId ?? ctx.page.query.category ?? props.categoryId ?? 0);
  const category = PODCAST_CATEGORIES.some((c) => c.id === requested) ? requested : 0;
  const all = podcastSeries(ctx.store, ctx.tenant, ctx.staff).filter((s) => !ctx.sport || s.sport_id === ctx.sport.id);
  return {
    categories: PODCAST_CATEGORIES.filter((c) => all.some((s) => s.category_id === c.id)).map((c) => ({
      id: c.id, title: c.title, href: `/podcasts?category=${c.id}`, current: c.id === category,
    })),
    series: all
      .filter((s) => category === 0 || s.category_id === category)
      .map((s) => seriesCard(s, seriesEpisodes(ctx.store, ctx.tenant, s.id, ctx.staff), ctx)),
  };
};

function episodeItem(episode: PodcastEpisode, series: PodcastSeries, ctx: WidgetContext): PodcastEpisodeItem {
  // Staff previews play everything (the provider's "authorized"); visitors meet the flags (spec 3).
  const access = mediaAccess(episode.media, { authorized: ctx.staff });
  const file = access.kind === 'play' ? findFile(ctx.store, ctx.tenant, episode.audio_url) : undefined;
  return {
    id: episode.id, number: episode.number, title: episode.title, description: episode.description, date: episode.date,
    durationSeconds: episode.duration_seconds, href: `${podcastUrl(series)}?episode=${episode.id}`,
    audio: file ? { url: episode.audio_url, type: file.content_type, size: file.size } : null,
    access,
  };
}

/** spec 2.1 podcast player: a page of episodes ($pageIndex/$pageSize or ?page=), one of them in the player. */
export const resolvePodcastPlayer: WidgetResolver<'podcast-player'> = (props, ctx) => {
  const id = Number(ctx.page.params.podcastId ?? props.seriesId ?? 0);
  const series = podcastSeries(ctx.store, ctx.tenant, ctx.staff).find((s) => s.id === id);
  if (!series) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  const episodes = seriesEpisodes(ctx.store, ctx.tenant, series.id, ctx.staff);
  const size = ctx.query.count ?? props.pageSize;
  const pages = Math.max(1, Math.ceil(episodes.length / size));
  const requestedPage = /^\d{1,4}$/.test(ctx.page.query.page ?? '') ? Number(ctx.page.query.page) : 1;
  const index = ctx.query.count !== null ? Math.floor(ctx.query.start / size) : Math.max(0, requestedPage - 1);
  const chosen = episodes.find((e) => String(e.id) === ctx.page.query.episode);
  const current = chosen ?? episodes.find((e) => mediaAccess(e.media, { authorized: ctx.staff }).kind === 'play') ?? null;
  if (ctx.page.params.podcastId) {
    ctx.page.title = current && chosen ? `${chosen.title} | ${series.title}` : series.title;
    ctx.page.meta = { ...ctx.page.meta, description: series.description };
  }
  return {
    series: seriesCard(series, episodes, ctx),
    current: current ? episodeItem(current, series, ctx) : null,
    episodes: episodes.slice(index * size, index * size + size).map((e) => episodeItem(e, series, ctx)),
    page: { index, size, total: episodes.length, pages },
  };
};
