import { OnThisDayPropsSchema, onThisDayData, type OnThisDayData, type OnThisDayProps } from './on-this-day.schema.ts';
import { fixtureNow } from '../shared/games.fixtures.ts';
import { latestStories, school } from '../shared/school.fixtures.ts';

const props = OnThisDayPropsSchema.parse({});
/** The page at `?date=asked` on the demo school at FIXTURE_NOW (November 21, 2026). */
const dayOf = (asked?: string): OnThisDayData =>
  onThisDayData({ sports: school.sports, stories: latestStories, games: school.games, now: fixtureNow, asked });

export const onThisDayFixtures = {
  november21: { props, data: dayOf(), from: '/on-this-day' },
  leapDay: { props, data: dayOf('02-29'), from: '/on-this-day?date=02-29' },
  notADay: { props, data: dayOf('02-30'), from: '/on-this-day?date=02-30' },
  empty: { props, data: { ...dayOf('07-04'), years: [] } },
} satisfies Record<string, { props: OnThisDayProps; data: OnThisDayData; from?: string }>;
