import { CoachListPropsSchema, type CoachListData, type CoachListProps } from './coach-list.schema.ts';
import { cardOf, football, staffOf } from '../shared/coaches.fixtures.ts';
import { sportBy } from '../shared/school.fixtures.ts';

function listOf(sport = football, withSupport = false): CoachListData {
  const staff = staffOf(sport);
  return {
    sport: { title: sport.title, slug: sport.global_sport_name_slug },
    season: staff.find((m) => m.season)?.season ?? null,
    coaches: staff.filter((m) => m.kind === 'coach').toSorted((a, b) => Number(b.is_head_coach) - Number(a.is_head_coach)).map((m) => cardOf(m, sport)),
    support: withSupport ? staff.filter((m) => m.kind === 'support').map((m) => cardOf(m, sport)) : [],
    recordsUrl: `/sports/${sport.global_sport_name_slug}/coaches/year`,
  };
}

export const coachListFixtures = {
  football: { props: CoachListPropsSchema.parse({}), data: listOf() },
  footballStaff: { props: CoachListPropsSchema.parse({ variant: 'staff' }), data: listOf(football, true) },
  golf: { props: CoachListPropsSchema.parse({}), data: listOf(sportBy('wgolf')) },
  noPhotos: { props: CoachListPropsSchema.parse({}), data: { ...listOf(), coaches: listOf().coaches.map((c) => ({ ...c, image: null, phone: null })) } },
} satisfies Record<string, { props: CoachListProps; data: CoachListData }>;
