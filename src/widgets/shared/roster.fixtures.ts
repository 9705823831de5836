// Roster fixtures shared by the roster and player bio widgets: the demo school's rows as the store holds them
// (the widgets' mappers order and shape them).
import type { RosterPlayer, StaffMember } from '#schemas/entities/roster.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { createPlayer } from '#fixtures/school/index.ts';
import { school, sportBy } from './school.fixtures.ts';

/** One season's players a visitor may see (staff also see unpublished ones). */
export function seasonRoster(sport: Sport, season: string, staff = false): RosterPlayer[] {
  return school.roster.filter((p) => p.sport_id === sport.id && p.season === season && (staff || p.published));
}

/** One season's staff of a sport a visitor may see. */
export function seasonStaffOf(sport: Sport, season: string, staff = false): StaffMember[] {
  return school.staff.filter((m) => m.sport_id === sport.id && m.season === season && (staff || m.published));
}

export const newestSeason = (sport: Sport): string => school.seasons[sport.id]?.at(-1) ?? '';

const golf = sportBy('mgolf');

/** A walk-on with nothing but a name: every optional field missing. */
export const bareWalkOn: RosterPlayer = createPlayer({
  id: 990_001,
  sport_id: golf.id,
  season: newestSeason(golf),
  first_name: 'Sam',
  last_name: 'Quill',
  slug: 'sam-quill',
  jersey_number: null,
  position_short: null,
  position_long: null,
  height_feet: null,
  height_inches: null,
  weight: null,
  academic_year: null,
  hometown: null,
  high_school: null,
  previous_school: null,
  major: null,
  image: null,
  social_media: { twitter: null, instagram: null, tiktok: null },
  bio: null,
});
