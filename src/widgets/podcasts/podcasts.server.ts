import { PODCAST_CATEGORIES } from '#schemas/entities/podcast.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';
import { podcastSeries, seriesCard, seriesEpisodes } from '../shared/podcasts.server.ts';

/** spec 2.1 podcast list: every series with its artwork and episode count; by category (spec 7 categoryId). */
export const resolvePodcasts: LegacyWidgetResolver<'podcasts'> = (props, ctx) => {
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
