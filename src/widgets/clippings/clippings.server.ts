import * as z from 'zod/mini';
import { ClippingSchema } from '#schemas/entities/press.ts';
import type { WidgetResolver } from '../shared/context.server.ts';
import { pageNumberOf } from '../shared/paging.ts';
import { chosenSport } from '../shared/press.ts';
import { clippingsData } from './clippings.schema.ts';

/** spec 2.1 clippings: other outlets' stories, newest first, by sport, in pages of plain links. */
export const resolveClippings: WidgetResolver<'clippings'> = async (props, ctx) => {
  const sport = chosenSport(ctx.sports, ctx.page.query.sport);
  const { items } = await ctx.store.documents.list(ctx.tenant, 'clippings', {
    publishedOnly: !ctx.staff,
    order: 'desc',
    count: 5000,
    ...(sport ? { sportId: sport.id } : {}),
  });
  const clips = z.array(ClippingSchema).parse(items);
  return {
    data: clippingsData({
      sports: ctx.sports,
      clips,
      sport,
      pageNumber: pageNumberOf(ctx.page.query.page),
      pageSize: props.pageSize,
      path: ctx.page.path,
    }),
  };
};
