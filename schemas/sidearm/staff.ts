import * as z from 'zod/mini';
import { StaffMemberSchema, type StaffMember } from '../entities/roster.ts';
import { anything, nullable, num, orNull, sitePath, slugify, text } from './wire.ts';

// schema/v2/staff/staffSchema.js (GET /Staff, a paged list): a staff directory entry.
export const SidearmStaffSchema = z.object({
  id: z.number(),
  firstName: text,
  lastName: text,
  title: text,
  email: text,
  phone: text,
  image: nullable(z.object({ url: text, alt: text })),
  category: nullable(z.object({ id: num, title: text })),
  bio: text,
  url: text,
  images: anything,
});
export type SidearmStaff = z.infer<typeof SidearmStaffSchema>;

/** The slug SIDEARM's own address gives the member (`/staff-directory/{slug}/{id}`), else one from the name. */
function staffSlug(w: SidearmStaff): string {
  const segments = w.url ? sitePath(w.url).split('/').filter(Boolean) : [];
  const fromUrl = segments[0] === 'staff-directory' && segments.length >= 3 ? segments[segments.length - 2] : undefined;
  return fromUrl ?? (slugify(`${w.firstName ?? ''} ${w.lastName ?? ''}`) || `staff-${w.id}`);
}

/**
 * A SIDEARM staff directory entry as our staff member (spec 3, kind `department`). `image.url` is SIDEARM's until
 * the importer copies the file; `bio` is SIDEARM's HTML until the importer sanitizes it.
 */
export function staffFromSidearm(w: SidearmStaff): StaffMember {
  const imageUrl = orNull(w.image?.url);
  return StaffMemberSchema.parse({
    id: w.id,
    sport_id: null,
    season: null,
    kind: 'department',
    first_name: w.firstName ?? '',
    last_name: w.lastName ?? '',
    slug: staffSlug(w),
    title: w.title ?? '',
    department: orNull(w.category?.title),
    email: orNull(w.email),
    phone: orNull(w.phone),
    image: imageUrl ? { url: imageUrl, alt: w.image?.alt ?? `${w.firstName ?? ''} ${w.lastName ?? ''}`.trim() } : null,
    bio: orNull(w.bio),
    is_head_coach: false,
    published: true,
  });
}

/**
 * Our staff directory member as SIDEARM's `/Staff` entry. Its `url` is the member's page here (spec 2
 * `/staff-directory/{slug}/{id}`), which is also where a SIDEARM client finds the slug; the department is the
 * category, without an id (this site has none).
 */
export function staffToSidearm(s: StaffMember) {
  return {
    id: s.id,
    firstName: s.first_name,
    lastName: s.last_name,
    title: s.title,
    email: s.email,
    phone: s.phone,
    image: s.image ? { url: s.image.url, alt: s.image.alt } : null,
    category: s.department === null ? null : { id: null, title: s.department },
    bio: s.bio,
    url: `/staff-directory/${s.slug}/${s.id}`,
    images: null,
  } satisfies SidearmStaff;
}
