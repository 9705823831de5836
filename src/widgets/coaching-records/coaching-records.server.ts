import { notFound, programSeasons, sportStaff } from '../shared/coaches.server.ts';
import type { WidgetResolver } from '../shared/context.server.ts';
import { coachingRecordsData } from './coaching-records.schema.ts';

/** spec 2.1, 5 coaching records: /coaches/year or /coaches/overall (the route refuses anything else). */
export const resolveCoachingRecords: WidgetResolver<'coaching-records'> = async (_props, ctx) => {
  const sport = ctx.sport ?? notFound(ctx);
  const staff = await sportStaff(ctx, sport);
  const program = await programSeasons(
    ctx.store,
    ctx.tenant,
    sport,
    staff.find((m) => m.is_head_coach),
  );
  const type = ctx.page.params.type === 'overall' ? 'overall' : 'year';
  return { data: coachingRecordsData({ sport, type, program, staff }), page: { title: `${sport.title} Coaching Records` } };
};
