import type { Facility } from '#schemas/entities/facility.ts';
import { FIXTURE_NOW_MS } from '#fixtures/school/index.ts';
import { facilityNamed } from '../shared/facilities.fixtures.ts';
import { school } from '../shared/school.fixtures.ts';
import { FACILITY_NEXT_HOME_GAMES, FacilityPropsSchema, facilityDataOf, homeGameOf, isUpcomingHomeGame, type FacilityData, type FacilityProps } from './facility.schema.ts';

/** A facility page as the resolver builds it at FIXTURE_NOW (the history is the fixture's own, already safe HTML). */
export function facilityData(f: Facility): FacilityData {
  const games = school.games.toSorted((a, b) => a.date_utc.localeCompare(b.date_utc) || a.id - b.id);
  return facilityDataOf(f, school.sports, f.history, (sport) =>
    games.filter((g) => g.sport_id === sport.id && isUpcomingHomeGame(g, FIXTURE_NOW_MS)).slice(0, FACILITY_NEXT_HOME_GAMES).map(homeGameOf));
}

const props = FacilityPropsSchema.parse({});
const stadium = facilityData(facilityNamed('Falcon Stadium'));
const aquatic = facilityData(facilityNamed('Northfield Aquatic Center'));
const soccer = facilityData(facilityNamed('Falcon Soccer Complex'));
const arena = facilityData(facilityNamed('Harbor Arena'));
if (aquatic.sports.length < 4 || soccer.sports.some((s) => s.games.length > 0)) throw new Error('Fixture landmark changed: facility sports or games');

export const facilityFixtures = {
  featured: { props, data: stadium },
  manySports: { props, data: aquatic },
  noUpcomingGames: { props, data: soccer },
  noImages: { props, data: { ...arena, facility: { ...arena.facility, images: [], capacity: null, yearOpened: null, history: null } } },
} satisfies Record<string, { props: FacilityProps; data: FacilityData }>;
