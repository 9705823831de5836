import * as z from 'zod/mini';
import type { StaffMember } from '#schemas/entities/roster.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { DirectoryPersonSchema, directoryPerson, staffBioUrl, type Department } from '../shared/staff.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const StaffBioPropsSchema = z.object({});
export type StaffBioProps = z.infer<typeof StaffBioPropsSchema>;
export const StaffBioDataSchema = z.object({
  person: DirectoryPersonSchema,
  department: z.nullable(z.object({ name: z.string(), url: z.string() })),
  sports: z.array(z.object({ title: z.string(), url: z.string() })),
  bio: z.nullable(z.string()),
  vcardUrl: z.string(),
});
export type StaffBioData = z.infer<typeof StaffBioDataSchema>;

/** The department a staff member is listed under (coaches are listed under their sport). */
export const departmentOf = (m: StaffMember, departments: readonly Department[]): Department | undefined =>
  m.kind !== 'coach' && m.department ? departments.find((d) => d.name === m.department) : undefined;

/** A staff member's bio page (`bioHtml` sanitized by the caller), linked to their department or sport's coaches. */
export function staffBioData(input: {
  member: StaffMember;
  departments: readonly Department[];
  sports: readonly Sport[];
  bioHtml: string | null;
}): StaffBioData {
  const m = input.member;
  const department = departmentOf(m, input.departments);
  const sport = input.sports.find((s) => s.id === m.sport_id);
  return {
    person: directoryPerson(m),
    department: department
      ? { name: department.name, url: department.url }
      : sport
        ? { name: `${sport.title} Coaches`, url: `/sports/${sport.global_sport_name_slug}/coaches` }
        : null,
    sports: sport ? [{ title: sport.title, url: `/sports/${sport.global_sport_name_slug}` }] : [],
    bio: input.bioHtml,
    vcardUrl: `${staffBioUrl(m)}.vcf`,
  };
}

export const widget = defineWidget({
  name: 'staff-bio',
  label: 'Staff bio',
  description: 'One staff member (the one in the address).',
  props: StaffBioPropsSchema,
  data: StaffBioDataSchema,
});
