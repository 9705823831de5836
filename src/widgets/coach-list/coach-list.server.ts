import type { LegacyWidgetResolver } from '../shared/context.server.ts';
import { card, notFound, sportStaff } from '../shared/coaches.server.ts';
import { legacyScheduleSeasons } from '../shared/schedule-games.server.ts';

/** spec 2.1 coach list (/coaches/{season?}) and sport staff: head coach first, then assistants (and support staff). */
export const resolveCoachList: LegacyWidgetResolver<'coach-list'> = (props, ctx) => {
  // The sport staff route names its sport `sportDepartment`, not one of spec 2.3's sport params: resolve it here.
  const sport = ctx.sport ?? ctx.sports.find((s) => !s.non_sport && s.global_sport_name_slug === ctx.page.params.sportDepartment) ?? notFound(ctx);
  ctx.sport = sport;
  const staff = sportStaff(ctx, sport);
  const current = staff.find((m) => m.season)?.season ?? null;
  const season = ctx.page.params.season ?? current;
  // Staff are kept for the current season; an earlier season the sport played lists them too (its head coach is in
  // the coaching records), a season it never played is a 404.
  if (season !== current && !legacyScheduleSeasons(ctx.store, ctx.tenant, sport.id).includes(season ?? '')) notFound(ctx);
  const coaches = staff.filter((m) => m.kind === 'coach').toSorted((a, b) => Number(b.is_head_coach) - Number(a.is_head_coach));
  ctx.page.title = props.variant === 'staff' ? `${sport.title} Staff` : `${sport.title} Coaches`;
  return {
    sport: { title: sport.title, slug: sport.global_sport_name_slug },
    season,
    coaches: coaches.map((m) => card(m, sport)),
    support: props.variant === 'staff' ? staff.filter((m) => m.kind === 'support').map((m) => card(m, sport)) : [],
    recordsUrl: `/sports/${sport.global_sport_name_slug}/coaches/year`,
  };
};
