import { CoachingRecordsPropsSchema, overallRows, type CoachingRecordsData, type CoachingRecordsProps } from './coaching-records.schema.ts';
import { football, seasonRowsOf } from '../shared/coaches.fixtures.ts';
import { sportBy } from '../shared/school.fixtures.ts';

const props = CoachingRecordsPropsSchema.parse({});
function recordsOf(sport = football, type: 'year' | 'overall' = 'year'): CoachingRecordsData {
  const rows = seasonRowsOf(sport);
  return { sport: { title: sport.title, slug: sport.global_sport_name_slug }, type, years: rows.toReversed(), overall: overallRows(rows) };
}

export const coachingRecordsFixtures = {
  footballByYear: { props, data: recordsOf() },
  footballByCoach: { props, data: recordsOf(football, 'overall') },
  soccerWithTies: { props, data: recordsOf(sportBy('msoccer')) },
} satisfies Record<string, { props: CoachingRecordsProps; data: CoachingRecordsData }>;
