import { notFound, programSeasons, rowsOf, sportStaff } from '../shared/coaches.server.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';
import { overallRows } from './coaching-records.schema.ts';

/** spec 2.1, 5 coaching records: /coaches/year or /coaches/overall (the route refuses anything else). */
export const resolveCoachingRecords: LegacyWidgetResolver<'coaching-records'> = (_props, ctx) => {
  const sport = ctx.sport ?? notFound(ctx);
  const staff = sportStaff(ctx, sport);
  const rows = rowsOf(programSeasons(ctx.store, ctx.tenant, sport, staff.find((m) => m.is_head_coach)), sport, staff);
  const type = ctx.page.params.type === 'overall' ? 'overall' : 'year';
  ctx.page.title = `${sport.title} Coaching Records`;
  return { sport: { title: sport.title, slug: sport.global_sport_name_slug }, type, years: rows.toReversed(), overall: overallRows(rows) };
};
