import {
  HistoricalRosterPropsSchema,
  alumniOf,
  historicalRosterData,
  type HistoricalRosterData,
  type HistoricalRosterProps,
} from './historical-roster.schema.ts';
import { school } from '../shared/school.fixtures.ts';

const props = HistoricalRosterPropsSchema.parse({});
const alumni = alumniOf(
  school.roster.filter((p) => p.published),
  new Map(school.sports.map((s) => [s.id, s])),
);

/** The site's historical roster for a query, by the widget's own mapper over the demo school's published rosters. */
function listOf(query: Record<string, string> = {}): { props: HistoricalRosterProps; data: HistoricalRosterData; from: string } {
  const path = '/historical-roster';
  const search = new URLSearchParams(query);
  return {
    props,
    data: historicalRosterData({ alumni, sports: school.sports, pageSport: null, query, path }),
    from: search.size > 0 ? `${path}?${search}` : path,
  };
}

export const historicalRosterFixtures = {
  firstPage: listOf(),
  thirdPage: listOf({ page: '3' }),
  quarterbacks: listOf({ sport: 'football', position: 'QB' }),
  noMatch: listOf({ q: 'zzz' }),
} satisfies Record<string, { props: HistoricalRosterProps; data: HistoricalRosterData; from?: string }>;
