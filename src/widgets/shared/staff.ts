// Staff members as directory entries, departments and vCards: the staff directory, a staff bio and the vCard route
// share them.
import * as z from 'zod/mini';
import type { StaffMember } from '#schemas/entities/roster.ts';

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

export const departmentSlug = (name: string) =>
  `${name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '')}-department`;
export const staffBioUrl = (m: { slug: string; id: number }) => `/staff-directory/${m.slug}/${m.id}`;

/** vCard 4.0 (RFC 6350) of a staff member: text values escaped, lines CRLF. */
export function vcardOf(person: {
  first: string;
  last: string;
  title: string;
  org: string;
  email: string | null;
  phone: string | null;
  url: string;
}): string {
  const esc = (v: string) =>
    v
      .replace(/\\/g, '\\\\')
      .replace(/\n/g, '\\n')
      .replace(/([,;])/g, '\\$1');
  const lines = [
    'BEGIN:VCARD',
    'VERSION:4.0',
    `N:${esc(person.last)};${esc(person.first)};;;`,
    `FN:${esc(`${person.first} ${person.last}`)}`,
    `TITLE:${esc(person.title)}`,
    `ORG:${esc(person.org)}`,
    ...(person.email ? [`EMAIL;TYPE=work:${esc(person.email)}`] : []),
    ...(person.phone ? [`TEL;TYPE=work,voice;VALUE=uri:tel:${person.phone.replace(/[^\d+]/g, '')}`] : []),
    `URL:${person.url}`,
    'END:VCARD',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

export function directoryPerson(m: StaffMember): DirectoryPerson {
  return {
    id: m.id,
    name: `${m.first_name} ${m.last_name}`,
    title: m.title,
    email: m.email,
    phone: m.phone,
    image: m.image,
    url: staffBioUrl(m),
  };
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
