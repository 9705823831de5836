import { CoveragePropsSchema, coverageData, type CoverageData, type CoverageProps } from './coverage.schema.ts';
import { fixtureNow, gamesInOrder } from '../shared/games.fixtures.ts';
import { school, sportBy } from '../shared/school.fixtures.ts';

const props = CoveragePropsSchema.parse({});
const of = (sport: ReturnType<typeof sportBy> | null, games = gamesInOrder) =>
  coverageData({ sports: school.sports, games, now: fixtureNow, days: props.days, sport, path: '/coverage' });

export const coverageFixtures = {
  nextMonth: { props, data: of(null), from: '/coverage' },
  football: { props, data: of(sportBy('mfootbl')), from: '/coverage?sport=football' },
  nothingScheduled: { props, data: of(sportBy('mgolf'), []) },
} satisfies Record<string, { props: CoverageProps; data: CoverageData; from?: string }>;
