import { CoachBioPropsSchema, type CoachBioData, type CoachBioProps } from './coach-bio.schema.ts';
import { cardOf, football, headOf, seasonRowsOf, staffOf } from '../shared/coaches.fixtures.ts';
import { school } from '../shared/school.fixtures.ts';

const props = CoachBioPropsSchema.parse({});
const head = headOf(football);
const assistant = staffOf(football).find((m) => m.kind === 'coach' && !m.is_head_coach);
const support = school.staff.find((m) => m.kind === 'support' && m.sport_id === football.id);
if (!head || !assistant || !support) throw new Error('Fixture landmark missing: football head coach, assistant and support staff');
const name = `${head.first_name} ${head.last_name}`;
const base = { sport: { title: football.title, url: '/sports/football' }, staffUrl: '/sports/football/coaches' };

export const coachBioFixtures = {
  headCoach: { props, data: { ...base, person: cardOf(head, football), bio: head.bio, record: seasonRowsOf(football).filter((r) => r.coach === name).toReversed() } },
  assistant: { props, data: { ...base, person: cardOf(assistant, football), bio: assistant.bio, record: [] } },
  supportStaff: { props, data: { ...base, person: cardOf(support, football), bio: support.bio, record: [] } },
  noPhotoNoBio: { props, data: { ...base, person: { ...cardOf(assistant, football), image: null, email: null, phone: null }, bio: null, record: [] } },
} satisfies Record<string, { props: CoachBioProps; data: CoachBioData }>;
