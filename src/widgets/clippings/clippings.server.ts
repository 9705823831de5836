import * as z from 'zod/mini';
import { ClippingSchema } from '#schemas/entities/press.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';
import { filterHref, pageLinks, pageNumberOf } from '../shared/paging.ts';
import { chosenSport, sportLink, sportOptions } from '../shared/press.server.ts';

/** spec 2.1 clippings (issue 10): other outlets' stories, newest first, by sport, in pages of plain links. */
export const resolveClippings: LegacyWidgetResolver<'clippings'> = (props, ctx) => {
  const sport = chosenSport(ctx);
  const clips = z.array(ClippingSchema).parse(ctx.store.list(ctx.tenant, 'clippings', { publishedOnly: !ctx.staff, order: 'desc', count: 5000, ...(sport ? { sportId: sport.id } : {}) }).items);
  const pageNumber = pageNumberOf(ctx.page.query.page);
  const href = (n: number) => filterHref(ctx.page.path, { sport: sport?.global_sport_name_slug, page: n });
  return {
    clips: clips.slice((pageNumber - 1) * props.pageSize, pageNumber * props.pageSize).map((c) => ({ id: c.id, outlet: c.outlet, headline: c.headline, date: c.date, url: c.url, sport: sportLink(ctx, c.sport_id) })),
    sports: sportOptions(ctx),
    selected: sport?.global_sport_name_slug ?? '',
    action: ctx.page.path,
    total: clips.length,
    page: pageLinks(pageNumber, clips.length, props.pageSize, href),
  };
};
