import * as z from 'zod/mini';
import type { StaffMember } from '../entities/roster.ts';
import type { Sport } from '../entities/sport.ts';

export const StaffDirectoryPropsSchema = z.object({ variant: z._default(z.enum(['page', 'print', 'department']), 'page') });
export type StaffDirectoryProps = z.infer<typeof StaffDirectoryPropsSchema>;

export const DirectoryPersonSchema = z.object({
  id: z.number(),
  name: z.string(),
  title: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  image: z.nullable(z.object({ url: z.string(), alt: z.string() })),
  url: z.string(),
});
export type DirectoryPerson = z.infer<typeof DirectoryPersonSchema>;

export const StaffDirectoryDataSchema = z.object({
  /** Groups in the order the school sets: departments first, then each sport's coaches. */
  groups: z.array(z.object({ name: z.string(), url: z.nullable(z.string()), people: z.array(DirectoryPersonSchema) })),
  /** The filter as the URL gave it (?q=): the page renders narrowed by it, and narrows further as you type. */
  query: z.string(),
  /** Where the filter form sends a plain GET (this page: department pages keep their own path). */
  action: z.string(),
  printUrl: z.string(),
});
export type StaffDirectoryData = z.infer<typeof StaffDirectoryDataSchema>;

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

/** The groups narrowed to those who match the filter (empty groups dropped), and how many people remain. */
export function filterGroups(groups: StaffDirectoryData['groups'], query: string): { groups: StaffDirectoryData['groups']; count: number } {
  const shown = groups.map((g) => ({ ...g, people: g.people.filter((p) => matchesFilter(p, g.name, query)) })).filter((g) => g.people.length > 0);
  return { groups: shown, count: shown.reduce((n, g) => n + g.people.length, 0) };
}

export const departmentSlug = (name: string) => `${name.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '')}-department`;
export const staffBioUrl = (m: { slug: string; id: number }) => `/staff-directory/${m.slug}/${m.id}`;

/** A person matches when every word of the filter is in their name, title or group. */
export function matchesFilter(person: { name: string; title: string }, group: string, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${person.name} ${person.title} ${group}`.toLowerCase();
  return words.every((w) => text.includes(w));
}

/** vCard 4.0 (RFC 6350) of a staff member: text values escaped, lines CRLF. */
export function vcardOf(person: { first: string; last: string; title: string; org: string; email: string | null; phone: string | null; url: string }): string {
  const esc = (v: string) => v.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/([,;])/g, '\\$1');
  const lines = [
    'BEGIN:VCARD', 'VERSION:4.0',
    `N:${esc(person.last)};${esc(person.first)};;;`, `FN:${esc(`${person.first} ${person.last}`)}`,
    `TITLE:${esc(person.title)}`, `ORG:${esc(person.org)}`,
    ...(person.email ? [`EMAIL;TYPE=work:${esc(person.email)}`] : []),
    ...(person.phone ? [`TEL;TYPE=work,voice;VALUE=uri:tel:${person.phone.replace(/[^\d+]/g, '')}`] : []),
    `URL:${person.url}`, 'END:VCARD',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

export function directoryPerson(m: StaffMember): DirectoryPerson {
  return { id: m.id, name: `${m.first_name} ${m.last_name}`, title: m.title, email: m.email, phone: m.phone, image: m.image, url: staffBioUrl(m) };
}

export interface Department {
  id: number;
  name: string;
  slug: string;
  url: string;
}

/**
 * Departments in the order the school sets (site settings `staffDepartments`), then any others as first listed.
 * A department's id is its place in that order, so `/staff-directory/{slug}-department/{id}` needs both to agree.
 */
export function departmentsOf(members: readonly StaffMember[], order: readonly string[]): Department[] {
  const listed = [...new Set(members.filter((m) => m.kind !== 'coach' && m.department).map((m) => m.department ?? ''))];
  const ordered = order.filter((name) => listed.includes(name));
  return [...ordered, ...listed.filter((name) => !ordered.includes(name))].map((name, i) => {
    const slug = departmentSlug(name);
    return { id: i + 1, name, slug, url: `/staff-directory/${slug}/${i + 1}` };
  });
}

/** The directory: every department's people, then each real sport's coaches (head coach first); no empty group. */
export function directoryGroups(members: readonly StaffMember[], sports: readonly Sport[], order: readonly string[]): StaffDirectoryData['groups'] {
  const byDepartment = departmentsOf(members, order).map((d) => ({
    name: d.name, url: d.url,
    people: members.filter((m) => m.kind !== 'coach' && m.department === d.name).map(directoryPerson),
  }));
  const coaches = sports.filter((s) => !s.non_sport).map((s) => ({
    name: `${s.title} Coaches`, url: `/sports/${s.global_sport_name_slug}/coaches`,
    people: members.filter((m) => m.kind === 'coach' && m.sport_id === s.id).toSorted((a, b) => Number(b.is_head_coach) - Number(a.is_head_coach)).map(directoryPerson),
  }));
  return [...byDepartment, ...coaches].filter((g) => g.people.length > 0);
}
