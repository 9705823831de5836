import { pageNotFoundMessage } from '#schemas/constants.ts';
import type { StoredFile } from '#schemas/entities/file.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import type { WidgetResolver } from '../shared/context.server.ts';
import { podcastSeries, seriesEpisodes } from '../shared/podcasts.server.ts';
import { podcastPlayerData, podcastPlayerSelection } from './podcast-player.schema.ts';

/**
 * spec 2.1 podcast player: a page of episodes ($pageIndex/$pageSize or ?page=), one of them in the player. The id
 * decides; a slug that is not the series' answers 301 to its own address.
 */
export const resolvePodcastPlayer: WidgetResolver<'podcast-player'> = async (props, ctx) => {
  const id = Number(ctx.page.params.podcastId ?? props.seriesId ?? 0);
  const series = (await podcastSeries(ctx.store, ctx.tenant, ctx.staff)).find((s) => s.id === id);
  if (!series) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  const episodes = await seriesEpisodes(ctx.store, ctx.tenant, series.id, ctx.staff);
  const size = ctx.query.count ?? props.pageSize;
  const requestedPage = /^\d{1,4}$/.test(ctx.page.query.page ?? '') ? Number(ctx.page.query.page) : 1;
  const view = {
    size,
    index: ctx.query.count !== null ? Math.floor(ctx.query.start / size) : Math.max(0, requestedPage - 1),
    episodeId: ctx.page.query.episode,
    staff: ctx.staff,
  };
  // Only the audio of the episodes this page shows is looked up.
  const { chosen, current, shown } = podcastPlayerSelection(episodes, view);
  const paths = [...new Set([...(current ? [current] : []), ...shown].map((e) => e.audio_url))];
  const found = await Promise.all(paths.map(async (path) => [path, await ctx.store.files.find(ctx.tenant, path)] as const));
  const files = new Map(found.filter((entry): entry is readonly [string, StoredFile] => entry[1] !== undefined));
  const data = podcastPlayerData({ ...view, series, episodes, sports: ctx.sports, files });
  // The series names its own page; a player placed on another page leaves that page's title alone.
  if (!ctx.page.params.podcastId) return { data };
  return {
    data,
    page: {
      title: current && chosen ? `${chosen.title} | ${series.title}` : series.title,
      meta: { description: series.description },
      canonical: { podcastSlug: series.slug },
    },
  };
};
