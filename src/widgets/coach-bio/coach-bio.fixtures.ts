import type { StaffMember } from '#schemas/entities/roster.ts';
import { coachUrlOf } from '../shared/urls.ts';
import { CoachBioPropsSchema, coachBioData, type CoachBioData, type CoachBioProps } from './coach-bio.schema.ts';
import { football, headOf, programOf, staffOf } from '../shared/coaches.fixtures.ts';
import { school } from '../shared/school.fixtures.ts';

const props = CoachBioPropsSchema.parse({});
const head = headOf(football);
const assistant = staffOf(football).find((m) => m.kind === 'coach' && !m.is_head_coach);
const support = school.staff.find((m) => m.kind === 'support' && m.sport_id === football.id && m.published);
if (!head || !assistant || !support) throw new Error('Fixture landmark missing: football head coach, assistant and support staff');

/** A football staff member's bio by the widget's own mapper (the demo school's bios are plain, already safe HTML). */
function bioOf(member: StaffMember): { props: CoachBioProps; data: CoachBioData; from: string } {
  return {
    props,
    data: coachBioData({
      member,
      sport: football,
      bioHtml: member.bio,
      program: member.is_head_coach ? programOf(football) : [],
      staff: staffOf(football),
    }),
    from: coachUrlOf(football.global_sport_name_slug, member),
  };
}

const assistantBio = bioOf(assistant);

export const coachBioFixtures = {
  headCoach: bioOf(head),
  assistant: assistantBio,
  supportStaff: bioOf(support),
  noPhotoNoBio: {
    props,
    data: { ...assistantBio.data, person: { ...assistantBio.data.person, image: null, email: null, phone: null }, bio: null, record: [] },
  },
} satisfies Record<string, { props: CoachBioProps; data: CoachBioData; from?: string }>;
