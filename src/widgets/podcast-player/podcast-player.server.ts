import { pageNotFoundMessage } from '#schemas/constants.ts';
import { mediaAccess } from '#schemas/entities/media.ts';
import type { PodcastEpisode, PodcastSeries } from '#schemas/entities/podcast.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import { findFile } from '#src/server/files/file-store.server.ts';
import type { WidgetContext, LegacyWidgetResolver } from '../shared/context.server.ts';
import { podcastUrl } from '../shared/podcast-series.ts';
import { podcastSeries, seriesCard, seriesEpisodes } from '../shared/podcasts.server.ts';
import type { PodcastEpisodeItem } from './podcast-player.schema.ts';

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
export const resolvePodcastPlayer: LegacyWidgetResolver<'podcast-player'> = (props, ctx) => {
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
