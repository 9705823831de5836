// The store side of coaches, shared by the coach list, coach bio and coaching records.
import * as z from 'zod/mini';
import { pageNotFoundMessage } from '#schemas/constants.ts';
import { CoachingHistorySchema, type CoachingSeason } from '#schemas/entities/coaching-record.ts';
import { StaffMemberSchema, type StaffMember } from '#schemas/entities/roster.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { recordOf } from '#schemas/game-rules.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import type { Store } from '#src/server/store/store.server.ts';
import { seasonEntryOf, seasonRow, type CoachCard, type SeasonRow } from './coaches.ts';
import type { WidgetContext } from './context.server.ts';
import { legacyScheduleSeasons, legacySeasonGames } from './schedule-games.server.ts';
import { coachUrlOf } from './urls.ts';

export const notFound = (ctx: WidgetContext): never => {
  throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
};

export function sportStaff(ctx: WidgetContext, sport: Sport): StaffMember[] {
  return z.array(StaffMemberSchema).parse(ctx.store.list(ctx.tenant, 'staff', { sportId: sport.id, publishedOnly: !ctx.staff, order: 'asc' }).items);
}

export function card(m: StaffMember, sport: Sport): CoachCard {
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
    const computed = legacyScheduleSeasons(store, tenant, sport.id)
      .map((season) => ({ season, games: legacySeasonGames(store, tenant, sport.id, season) }))
      .filter(({ games }) => recordOf(games).overall.pct !== null)
      .map(({ season, games }) => seasonEntryOf(season, coach, head?.id ?? null, recordOf(games)));
    return [...history, ...computed];
  });
}

export function rowsOf(seasons: readonly CoachingSeason[], sport: Sport, staff: readonly StaffMember[]): SeasonRow[] {
  return seasons.map((s) => {
    const member = staff.find((m) => m.id === s.staff_id);
    return seasonRow(s, member ? coachUrlOf(sport.global_sport_name_slug, member) : null);
  });
}
