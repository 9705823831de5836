import type { StaffMember } from '#schemas/entities/roster.ts';
import { StaffBioPropsSchema, type StaffBioData, type StaffBioProps } from './staff-bio.schema.ts';
import { departmentsOf, directoryPerson, staffBioUrl } from '../shared/staff.ts';
import { school } from '../shared/school.fixtures.ts';

const members = school.staff.filter((m) => m.published);
const departments = departmentsOf(members, school.site.staffDepartments);

function bioOf(m: StaffMember): StaffBioData {
  const department = departments.find((d) => d.name === m.department && m.kind !== 'coach');
  const sport = school.sports.find((s) => s.id === m.sport_id);
  return {
    person: directoryPerson(m),
    department: department ? { name: department.name, url: department.url } : sport ? { name: `${sport.title} Coaches`, url: `/sports/${sport.global_sport_name_slug}/coaches` } : null,
    sports: sport ? [{ title: sport.title, url: `/sports/${sport.global_sport_name_slug}` }] : [],
    bio: m.bio,
    vcardUrl: `${staffBioUrl(m)}.vcf`,
  };
}

const director = members.find((m) => m.title === 'Director of Athletics') ?? members[0]!;
const trainer = members.find((m) => m.kind === 'support' && m.sport_id !== null) ?? members[0]!;

export const staffBioFixtures = {
  director: { props: StaffBioPropsSchema.parse({}), data: bioOf(director) },
  /** Support staff who serve one sport: the sport is listed and linked. */
  sportSupport: { props: StaffBioPropsSchema.parse({}), data: bioOf(trainer) },
  /** No photo, phone or bio: the page still reads well. */
  sparse: { props: StaffBioPropsSchema.parse({}), data: { ...bioOf(director), person: { ...directoryPerson(director), image: null, phone: null }, bio: null } },
} satisfies Record<string, { props: StaffBioProps; data: StaffBioData }>;
