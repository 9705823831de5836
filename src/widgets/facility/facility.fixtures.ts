import type { Facility } from '#schemas/entities/facility.ts';
import { FIXTURE_NOW } from '#fixtures/school/index.ts';
import { facilityUrl } from '../shared/facilities.ts';
import { facilityNamed } from '../shared/facilities.fixtures.ts';
import { school } from '../shared/school.fixtures.ts';
import { FacilityPropsSchema, facilityDataOf, type FacilityData, type FacilityProps } from './facility.schema.ts';

const now = new Date(FIXTURE_NOW);
const games = school.games.toSorted((a, b) => a.date_utc.localeCompare(b.date_utc) || a.id - b.id);
const props = FacilityPropsSchema.parse({});

/** A facility page at FIXTURE_NOW by the widget's own mapper (the history is the fixture's own, already safe HTML). */
export function facilityData(f: Facility): FacilityData {
  return facilityDataOf(f, school.sports, f.history, (sport) => games.filter((g) => g.sport_id === sport.id), now);
}
const pageOf = (f: Facility) => ({ props, data: facilityData(f), from: facilityUrl(f) });

const stadium = pageOf(facilityNamed('Falcon Stadium'));
const aquatic = pageOf(facilityNamed('Northfield Aquatic Center'));
const soccer = pageOf(facilityNamed('Falcon Soccer Complex'));
const arena = facilityData(facilityNamed('Harbor Arena'));
if (aquatic.data.sports.length < 4 || soccer.data.sports.some((s) => s.games.length > 0))
  throw new Error('Fixture landmark changed: facility sports or games');

export const facilityFixtures = {
  featured: stadium,
  manySports: aquatic,
  noUpcomingGames: soccer,
  noImages: { props, data: { ...arena, facility: { ...arena.facility, images: [], capacity: null, yearOpened: null, history: null } } },
} satisfies Record<string, { props: FacilityProps; data: FacilityData; from?: string }>;
