// Site paths of spec 2.1 that several widgets link to, built in one place for the resolvers, the fixtures and the
// content API.
import type { RosterPlayer, StaffMember } from '#schemas/entities/roster.ts';

export const rosterUrl = (sportSlug: string, season?: string | null) => `/sports/${sportSlug}/roster${season ? `/${season}` : ''}`;
export const rosterPrintUrl = (sportSlug: string, season?: string | null) =>
  `/sports/${sportSlug}/roster/print${season ? `/${season}` : ''}`;
export const playerBioUrl = (sportSlug: string, player: Pick<RosterPlayer, 'slug' | 'id'>) =>
  `/sports/${sportSlug}/roster/${player.slug}/${player.id}`;
export const coachBioUrl = (sportSlug: string, coach: Pick<StaffMember, 'slug' | 'id'>) =>
  `/sports/${sportSlug}/roster/coaches/${coach.slug}/${coach.id}`;

/** A title as an address segment: lower-case words joined by dashes. */
export const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
export const opponentUrl = (sportSlug: string, opponent: { id: number; title: string }) =>
  `/sports/${sportSlug}/opponent-history/${slugOf(opponent.title)}/${opponent.id}`;

/** spec 2.1: /tags/{tagSlug}/{sportSlug?} */
export const tagUrl = (slug: string, sportSlug?: string | null) => (sportSlug ? `/tags/${slug}/${sportSlug}` : `/tags/${slug}`);

/** spec 2.1: a coach's bio (/roster/coaches/…) or a support staff member's (/roster/staff/…). */
export const coachUrlOf = (sportSlug: string, m: Pick<StaffMember, 'slug' | 'id' | 'kind'>) =>
  m.kind === 'coach' ? coachBioUrl(sportSlug, m) : `/sports/${sportSlug}/roster/staff/${m.slug}/${m.id}`;
