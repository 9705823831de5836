import type { StaffMember } from '#schemas/entities/roster.ts';
import { StaffBioPropsSchema, staffBioData, type StaffBioData, type StaffBioProps } from './staff-bio.schema.ts';
import { departmentsOf, directoryPerson, staffBioUrl } from '../shared/staff.ts';
import { school } from '../shared/school.fixtures.ts';

const members = school.staff.filter((m) => m.published);
const departments = departmentsOf(members, school.site.staffDepartments);
const props = StaffBioPropsSchema.parse({});

/** A staff member's bio page by the widget's own mapper (the demo school's bios are plain, already safe HTML). */
function bioOf(member: StaffMember): { props: StaffBioProps; data: StaffBioData; from: string } {
  return { props, data: staffBioData({ member, departments, sports: school.sports, bioHtml: member.bio }), from: staffBioUrl(member) };
}

const director = members.find((m) => m.title === 'Director of Athletics') ?? members[0]!;
const trainer = members.find((m) => m.kind === 'support' && m.sport_id !== null) ?? members[0]!;
const directorBio = bioOf(director);

export const staffBioFixtures = {
  director: directorBio,
  /** Support staff who serve one sport: the sport is listed and linked. */
  sportSupport: bioOf(trainer),
  /** No photo, phone or bio: the page still reads well. */
  sparse: { props, data: { ...directorBio.data, person: { ...directoryPerson(director), image: null, phone: null }, bio: null } },
} satisfies Record<string, { props: StaffBioProps; data: StaffBioData; from?: string }>;
