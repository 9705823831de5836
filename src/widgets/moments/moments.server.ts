import * as z from 'zod/mini';
import { MomentSchema } from '#schemas/entities/press.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';
import { filterHref, pageLinks, pageNumberOf } from '../shared/paging.ts';
import { sportLink } from '../shared/press.server.ts';

/** spec 2.1 moments, site-wide and per sport (issue 10): photos and videos of the season, newest first. */
export const resolveMoments: LegacyWidgetResolver<'moments'> = (props, ctx) => {
  const sport = ctx.sport && !ctx.sport.non_sport ? ctx.sport : null;
  const moments = z.array(MomentSchema).parse(ctx.store.list(ctx.tenant, 'moments', { publishedOnly: !ctx.staff, order: 'desc', count: 5000, ...(sport ? { sportId: sport.id } : {}) }).items);
  const pageNumber = pageNumberOf(ctx.page.query.page);
  return {
    moments: moments.slice((pageNumber - 1) * props.pageSize, pageNumber * props.pageSize).flatMap((m) => {
      const link = sportLink(ctx, m.sport_id);
      const sportSlug = ctx.sports.find((s) => s.id === m.sport_id)?.global_sport_name_slug;
      return link ? [{ ...m, sport: link, gameUrl: m.game_id && sportSlug ? `/sports/${sportSlug}/schedule/${m.season}` : null }] : [];
    }),
    sport: sport?.title ?? null,
    total: moments.length,
    page: pageLinks(pageNumber, moments.length, props.pageSize, (n) => filterHref(ctx.page.path, { page: n })),
  };
};
