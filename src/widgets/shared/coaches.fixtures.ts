// Coach fixtures shared by the coach-list, coach-bio and coaching-records widgets (built like the resolvers).
import type { StaffMember } from '#schemas/entities/roster.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { recordOf } from '#schemas/game-rules.ts';
import { coachUrlOf } from './urls.ts';
import { seasonEntryOf, seasonRow, type CoachCard, type SeasonRow } from './coaches.ts';
import { school, sportBy } from './school.fixtures.ts';

export const football = sportBy('mfootbl');

export function cardOf(m: StaffMember, sport: Sport): CoachCard {
  return {
    id: m.id, name: `${m.first_name} ${m.last_name}`, title: m.title, kind: m.kind === 'coach' ? 'coach' : 'support', headCoach: m.is_head_coach,
    url: coachUrlOf(sport.global_sport_name_slug, m), email: m.email, phone: m.phone, image: m.image,
  };
}

export const staffOf = (sport: Sport) => school.staff.filter((m) => m.sport_id === sport.id && m.published);
export const headOf = (sport: Sport) => staffOf(sport).find((m) => m.is_head_coach);

/** The program's seasons, oldest first: stored history, then seasons computed from the games. */
export function seasonRowsOf(sport: Sport): SeasonRow[] {
  const head = headOf(sport);
  const headName = head ? `${head.first_name} ${head.last_name}` : 'Head Coach';
  const history = school.coachingHistory.find((h) => h.sport_id === sport.id)?.seasons ?? [];
  const computed = (school.seasons[sport.id] ?? [])
    .map((season) => recordOf(school.games.filter((g) => g.sport_id === sport.id && g.season === season).toSorted((a, b) => a.date_utc.localeCompare(b.date_utc))))
    .map((record, i) => ({ record, season: school.seasons[sport.id]?.[i] ?? '' }))
    .filter(({ record }) => record.overall.pct !== null)
    .map(({ record, season }) => seasonEntryOf(season, headName, head?.id ?? null, record));
  return [...history, ...computed].map((s) => seasonRow(s, s.staff_id !== null && head ? coachUrlOf(sport.global_sport_name_slug, head) : null));
}
