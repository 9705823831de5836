// Roster fixtures shared by the roster and player bio widgets (built like the resolvers, from the school).
import type { RosterPlayer } from '#schemas/entities/roster.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { createPlayer } from '#fixtures/school/index.ts';
import { compareJersey } from './roster-sort.ts';
import { school, sportBy } from './school.fixtures.ts';

/** One season's players as the server lists them: jersey order, unpublished ones only for staff. */
export function seasonRoster(sport: Sport, season: string, staff = false): RosterPlayer[] {
  return school.roster
    .filter((p) => p.sport_id === sport.id && p.season === season && (staff || p.published))
    .sort((a, b) => compareJersey(a.jersey_number, b.jersey_number) || a.last_name.localeCompare(b.last_name) || a.first_name.localeCompare(b.first_name));
}

export const newestSeason = (sport: Sport): string => school.seasons[sport.id]?.at(-1) ?? '';

const golf = sportBy('mgolf');

/** A walk-on with nothing but a name: every optional field missing. */
export const bareWalkOn: RosterPlayer = createPlayer({
  id: 990_001, sport_id: golf.id, season: newestSeason(golf), first_name: 'Sam', last_name: 'Quill', slug: 'sam-quill',
  jersey_number: null, position_short: null, position_long: null, height_feet: null, height_inches: null, weight: null,
  academic_year: null, hometown: null, high_school: null, previous_school: null, major: null, image: null,
  social_media: { twitter: null, instagram: null, tiktok: null }, bio: null,
});
