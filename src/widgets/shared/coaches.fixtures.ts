// Coach fixtures shared by the coach-list, coach-bio and coaching-records widgets: the demo school's staff and
// program history as the store holds them (the widgets' mappers shape them).
import type { CoachingSeason } from '#schemas/entities/coaching-record.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { programSeasonsOf } from './coaches.ts';
import { school, sportBy } from './school.fixtures.ts';

export const football = sportBy('mfootbl');

/** The sport's published staff. */
export const staffOf = (sport: Sport) => school.staff.filter((m) => m.sport_id === sport.id && m.published);
export const headOf = (sport: Sport) => staffOf(sport).find((m) => m.is_head_coach);

/** The program's seasons, oldest first: its stored history, then its seasons of games under the head coach. */
export function programOf(sport: Sport): CoachingSeason[] {
  const history = school.coachingHistory.find((h) => h.sport_id === sport.id)?.seasons ?? [];
  const seasons = (school.seasons[sport.id] ?? []).map((season) => ({
    season,
    games: school.games.filter((g) => g.sport_id === sport.id && g.season === season),
  }));
  return programSeasonsOf(history, seasons, headOf(sport));
}
