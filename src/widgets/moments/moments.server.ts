import * as z from 'zod/mini';
import { MomentSchema } from '#schemas/entities/press.ts';
import type { WidgetResolver } from '../shared/context.server.ts';
import { pageNumberOf } from '../shared/paging.ts';
import { momentsData } from './moments.schema.ts';

/** spec 2.1 moments, site-wide and per sport: photos and videos of the season, newest first. */
export const resolveMoments: WidgetResolver<'moments'> = async (props, ctx) => {
  const sport = ctx.sport && !ctx.sport.non_sport ? ctx.sport : null;
  const { items } = await ctx.store.documents.list(ctx.tenant, 'moments', {
    publishedOnly: !ctx.staff,
    order: 'desc',
    count: 5000,
    ...(sport ? { sportId: sport.id } : {}),
  });
  const moments = z.array(MomentSchema).parse(items);
  return {
    data: momentsData({
      sports: ctx.sports,
      moments,
      sport,
      pageNumber: pageNumberOf(ctx.page.query.page),
      pageSize: props.pageSize,
      path: ctx.page.path,
    }),
  };
};
