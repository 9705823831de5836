import * as z from 'zod/mini';
import { pageNotFoundMessage } from '#schemas/constants.ts';
import { CoachingHistorySchema, type CoachingSeason } from '#schemas/entities/coaching-record.ts';
import { StaffMemberSchema, type StaffMember } from '#schemas/entities/roster.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { recordOf } from '#schemas/game-rules.ts';
import { coachUrlOf, overallRows, seasonEntryOf, seasonRow, type CoachCard, type SeasonRow } from '#schemas/widgets/coaches.ts';
import { HttpError } from '../api/http.server.ts';
import { sanitize } from '../sanitize.server.ts';
import type { Store } from '../store/store.server.ts';
import { scheduleSeasons, seasonGames } from '#src/widgets/shared/schedule-games.server.ts';
import type { WidgetContext, WidgetResolver } from '#src/widgets/shared/context.server.ts';

const notFound = (ctx: WidgetContext): never => {
  throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
};

function sportStaff(ctx: WidgetContext, sport: Sport): StaffMember[] {
  return z.array(StaffMemberSchema).parse(ctx.store.list(ctx.tenant, 'staff', { sportId: sport.id, publishedOnly: !ctx.staff, order: 'asc' }).items);
}

function card(m: StaffMember, sport: Sport): CoachCard {
  return {
    id: m.id, name: `${m.first_name} ${m.last_name}`, title: m.title, kind: m.kind === 'coach' ? 'coach' : 'support', headCoach: m.is_head_coach,
    url: coachUrlOf(sport.global_sport_name_slug, m), email: m.email, phone: m.phone, image: m.image,
  };
}

/**
 * A program's seasons, oldest first: the stored history, then one season a row computed from the store's games
 * (so a corrected score corrects the record), under the current head coach.
 */
export function programSeasons(store: Store, tenant: string, sport: Sport, head: StaffMember | undefined): CoachingSeason[] {
  return store.cached(tenant, `coaching:${sport.id}`, () => {
    const stored = CoachingHistorySchema.safeParse(store.get(tenant, 'coaching_records', sport.id));
    const history = stored.success ? stored.data.seasons : [];
    const coach = head ? `${head.first_name} ${head.last_name}` : 'Head Coach';
    const computed = scheduleSeasons(store, tenant, sport.id)
      .map((season) => ({ season, games: seasonGames(store, tenant, sport.id, season) }))
      .filter(({ games }) => recordOf(games).overall.pct !== null)
      .map(({ season, games }) => seasonEntryOf(season, coach, head?.id ?? null, recordOf(games)));
    return [...history, ...computed];
  });
}

function rowsOf(seasons: readonly CoachingSeason[], sport: Sport, staff: readonly StaffMember[]): SeasonRow[] {
  return seasons.map((s) => {
    const member = staff.find((m) => m.id === s.staff_id);
    return seasonRow(s, member ? coachUrlOf(sport.global_sport_name_slug, member) : null);
  });
}

/** spec 2.1 coach list (/coaches/{season?}) and sport staff: head coach first, then assistants (and support staff). */
export const resolveCoachList: WidgetResolver<'coach-list'> = (props, ctx) => {
  // The sport staff route names its sport `sportDepartment`, not one of spec 2.3's sport params: resolve it here.
  const sport = ctx.sport ?? ctx.sports.find((s) => !s.non_sport && s.global_sport_name_slug === ctx.page.params.sportDepartment) ?? notFound(ctx);
  ctx.sport = sport;
  const staff = sportStaff(ctx, sport);
  const current = staff.find((m) => m.season)?.season ?? null;
  const season = ctx.page.params.season ?? current;
  // Staff are kept for the current season; an earlier season the sport played lists them too (its head coach is in
  // the coaching records), a season it never played is a 404.
  if (season !== current && !scheduleSeasons(ctx.store, ctx.tenant, sport.id).includes(season ?? '')) notFound(ctx);
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

/** spec 2.1 coach bio and support staff bio: the id must be a coach (or support staff) of this sport, else 404. */
export const resolveCoachBio: WidgetResolver<'coach-bio'> = (_props, ctx) => {
  const sport = ctx.sport ?? notFound(ctx);
  const kind = ctx.page.name === 'support_staff_bio' ? 'support' : 'coach';
  const id = Number(ctx.page.params.coachId ?? ctx.page.params.supportStaffId);
  const parsed = StaffMemberSchema.safeParse(ctx.store.get(ctx.tenant, 'staff', id, !ctx.staff));
  const member = parsed.success && parsed.data.kind === kind && parsed.data.sport_id === sport.id ? parsed.data : notFound(ctx);
  const staff = sportStaff(ctx, sport);
  const name = `${member.first_name} ${member.last_name}`;
  ctx.page.title = `${name} - ${sport.title} ${member.title}`;
  const record = member.is_head_coach ? rowsOf(programSeasons(ctx.store, ctx.tenant, sport, member), sport, staff).filter((r) => r.coach === name) : [];
  return {
    person: card(member, sport),
    sport: { title: sport.title, url: `/sports/${sport.global_sport_name_slug}` },
    bio: member.bio ? sanitize(member.bio) : null,
    record: record.toReversed(),
    staffUrl: `/sports/${sport.global_sport_name_slug}/coaches`,
  };
};

/** spec 2.1, 5 coaching records: /coaches/year or /coaches/overall (the route refuses anything else). */
export const resolveCoachingRecords: WidgetResolver<'coaching-records'> = (_props, ctx) => {
  const sport = ctx.sport ?? notFound(ctx);
  const staff = sportStaff(ctx, sport);
  const rows = rowsOf(programSeasons(ctx.store, ctx.tenant, sport, staff.find((m) => m.is_head_coach)), sport, staff);
  const type = ctx.page.params.type === 'overall' ? 'overall' : 'year';
  ctx.page.title = `${sport.title} Coaching Records`;
  return { sport: { title: sport.title, slug: sport.global_sport_name_slug }, type, years: rows.toReversed(), overall: overallRows(rows) };
};
