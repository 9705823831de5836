import type { WidgetResolver } from '../shared/context.server.ts';
import { podcastSeries, seriesEpisodes } from '../shared/podcasts.server.ts';
import { podcastCategoryOf, podcastsData } from './podcasts.schema.ts';

/** spec 2.1 podcast list: every series with its artwork and episode count; by category (spec 7 categoryId). */
export const resolvePodcasts: WidgetResolver<'podcasts'> = async (props, ctx) => {
  const category = podcastCategoryOf(Number(ctx.query.filters.categoryId ?? ctx.page.query.category ?? props.categoryId ?? 0));
  const series = (await podcastSeries(ctx.store, ctx.tenant, ctx.staff)).filter((s) => !ctx.sport || s.sport_id === ctx.sport.id);
  const shown = series.filter((s) => category === 0 || s.category_id === category);
  const episodes = new Map(
    await Promise.all(shown.map(async (s) => [s.id, await seriesEpisodes(ctx.store, ctx.tenant, s.id, ctx.staff)] as const)),
  );
  return { data: podcastsData({ series, episodes, sports: ctx.sports, sport: ctx.sport, category }) };
};
