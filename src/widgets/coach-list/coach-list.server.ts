import type { WidgetResolver } from '../shared/context.server.ts';
import { notFound, sportStaff } from '../shared/coaches.server.ts';
import { scheduleSeasons } from '../shared/schedule-games.server.ts';
import { coachListData, staffSeasonOf } from './coach-list.schema.ts';

/** spec 2.1 coach list (/coaches/{season?}) and sport staff: head coach first, then assistants (and support staff). */
export const resolveCoachList: WidgetResolver<'coach-list'> = async (props, ctx) => {
  // The sport staff route names its sport `sportDepartment`, not one of spec 2.3's sport params: resolve it here.
  const sport =
    ctx.sport ?? ctx.sports.find((s) => !s.non_sport && s.global_sport_name_slug === ctx.page.params.sportDepartment) ?? notFound(ctx);
  const staff = await sportStaff(ctx, sport);
  const current = staffSeasonOf(staff);
  const season = ctx.page.params.season ?? current;
  // Staff are kept for the current season; an earlier season the sport played lists them too (its head coach is in
  // the coaching records), a season it never played is a 404.
  if (season !== current && !(await scheduleSeasons(ctx.store, ctx.tenant, sport.id)).includes(season ?? '')) notFound(ctx);
  return {
    data: coachListData({ sport, season, staff, variant: props.variant }),
    page: { title: props.variant === 'staff' ? `${sport.title} Staff` : `${sport.title} Coaches`, sport },
  };
};
