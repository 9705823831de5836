import type { Sport } from '#schemas/entities/sport.ts';
import {
  CoachingRecordsPropsSchema,
  coachingRecordsData,
  type CoachingRecordsData,
  type CoachingRecordsProps,
} from './coaching-records.schema.ts';
import { football, programOf, staffOf } from '../shared/coaches.fixtures.ts';
import { sportBy } from '../shared/school.fixtures.ts';

const props = CoachingRecordsPropsSchema.parse({});

/** A program's records by the widget's own mapper over the demo school. */
function recordsOf(
  sport: Sport,
  type: CoachingRecordsData['type'],
): { props: CoachingRecordsProps; data: CoachingRecordsData; from: string } {
  return {
    props,
    data: coachingRecordsData({ sport, type, program: programOf(sport), staff: staffOf(sport) }),
    from: `/sports/${sport.global_sport_name_slug}/coaches/${type}`,
  };
}

export const coachingRecordsFixtures = {
  footballByYear: recordsOf(football, 'year'),
  footballByCoach: recordsOf(football, 'overall'),
  soccerWithTies: recordsOf(sportBy('msoccer'), 'year'),
} satisfies Record<string, { props: CoachingRecordsProps; data: CoachingRecordsData; from?: string }>;
