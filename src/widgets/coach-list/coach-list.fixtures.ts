import { coachCardOf } from '../shared/coaches.ts';
import { CoachListPropsSchema, coachListData, staffSeasonOf, type CoachListData, type CoachListProps } from './coach-list.schema.ts';
import { football, staffOf } from '../shared/coaches.fixtures.ts';
import { sportBy } from '../shared/school.fixtures.ts';
import type { Sport } from '#schemas/entities/sport.ts';

/** A sport's coach list (or staff page) by the widget's own mapper over the demo school's published staff. */
function listOf(sport: Sport, variant: CoachListProps['variant']): { props: CoachListProps; data: CoachListData; from: string } {
  const staff = staffOf(sport);
  const slug = sport.global_sport_name_slug;
  return {
    props: CoachListPropsSchema.parse({ variant }),
    data: coachListData({ sport, season: staffSeasonOf(staff), staff, variant }),
    from: variant === 'staff' ? `/sports/${slug}/staff` : `/sports/${slug}/coaches`,
  };
}

const footballList = listOf(football, 'coaches');

export const coachListFixtures = {
  football: footballList,
  footballStaff: listOf(football, 'staff'),
  golf: listOf(sportBy('wgolf'), 'coaches'),
  noPhotos: {
    props: CoachListPropsSchema.parse({}),
    data: {
      ...footballList.data,
      coaches: staffOf(football)
        .filter((m) => m.kind === 'coach')
        .map((m) => ({ ...coachCardOf(m, football), image: null, phone: null })),
    },
  },
} satisfies Record<string, { props: CoachListProps; data: CoachListData; from?: string }>;
