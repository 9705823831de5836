import * as z from 'zod/mini';
import { RosterPlayerSchema, StaffMemberSchema, type RosterPlayer, type StaffMember } from '../entities/roster.ts';
import { anything, flag, nullable, num, orNull, slugify, text } from './wire.ts';

// schema/v2/season/relatedSchema.js (GET /Season/{sportId}/related): the sport's seasons, each with its schedule.
export const SidearmRelatedSeasonSchema = z.object({
  seasonTitle: text,
  scheduleId: num,
  isCurrent: flag,
  globalSportNameSlug: text,
});
export type SidearmRelatedSeason = z.infer<typeof SidearmRelatedSeasonSchema>;

// schema/v2/rosters/listSchema.js (GET /Rosters/list?sportId=): one entry per season's roster.
export const SidearmRosterListItemSchema = z.object({
  rosterId: z.number(),
  displayTitle: text,
  seasonTitle: text,
  globalSportNameSlug: text,
});
export type SidearmRosterListItem = z.infer<typeof SidearmRosterListItemSchema>;

// schema/v2/rosters/rosterIdSchema.js and players/rosterBioSchema.js: a roster's player and a player's bio (the
// same shape; `{}` fields were null in the samples). `weight` is a number or null in the bio, `{}` in the roster.
const RosterImageSchema = nullable(z.object({ url: text, absoluteUrl: text, altText: text, title: text }));
export const SidearmRosterPlayerSchema = z.object({
  rosterPlayerId: z.number(),
  playerId: num,
  firstName: text,
  lastName: text,
  hometown: text,
  highSchool: text,
  previousSchool: text,
  major: text,
  twitterUsername: text,
  instagramUsername: text,
  tiktokUsername: text,
  weight: anything,
  heightFeet: num,
  heightInches: num,
  positionShort: text,
  positionLong: text,
  jerseyNumber: text,
  academicYearShort: text,
  academicYearLong: text,
  hide: flag,
  hideBio: flag,
  image: RosterImageSchema,
  bio: text,
});
export type SidearmRosterPlayer = z.infer<typeof SidearmRosterPlayerSchema>;

/**
 * A roster's coach or support staff member. rosterIdSchema.js types `coaches` and `support` as arrays (null in
 * its sample) without their items: read leniently, with the staff directory's names (staff/staffSchema.js) and
 * the id under `id`, `rosterCoachId` or `rosterStaffId`.
 */
export const SidearmRosterStaffSchema = z.object({
  id: num,
  rosterCoachId: num,
  rosterStaffId: num,
  firstName: text,
  lastName: text,
  title: text,
  email: text,
  phone: text,
  isHeadCoach: flag,
  image: RosterImageSchema,
  bio: text,
  category: nullable(z.object({ id: num, title: text })),
});
export type SidearmRosterStaff = z.infer<typeof SidearmRosterStaffSchema>;

// schema/v2/rosters/rosterIdSchema.js (GET /Rosters/{rosterId}): its season, sport, players, coaches, support staff.
export const SidearmRosterSchema = z.object({
  id: z.number(),
  displayTitle: text,
  season: nullable(z.object({ id: num, title: text })),
  sport: nullable(z.object({ id: num, globalSportNameSlug: text })),
  players: z._default(z.nullable(z.array(z.unknown())), []),
  coaches: z._default(z.nullable(z.array(z.unknown())), []),
  support: z._default(z.nullable(z.array(z.unknown())), []),
});
export type SidearmRoster = z.infer<typeof SidearmRosterSchema>;

/** A weight SIDEARM gives as a number or a numeric string ("185"); anything else is none. */
function weightOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

const imageOf = (image: SidearmRosterPlayer['image'], alt: string) => {
  const url = orNull(image?.url) ?? orNull(image?.absoluteUrl);
  return url ? { url, alt: orNull(image?.altText) ?? alt } : null;
};

const fullName = (w: { firstName?: string | null; lastName?: string | null }) => `${w.firstName ?? ''} ${w.lastName ?? ''}`.trim();

/**
 * A SIDEARM roster player as our roster item (spec 3), one row per season (`rosterPlayerId`). `image.url` is
 * SIDEARM's until the importer copies the file; `bio` SIDEARM's HTML until it sanitizes it. A player SIDEARM hides
 * is imported unpublished.
 */
export function rosterPlayerFromSidearm(w: SidearmRosterPlayer, sportId: number, season: string): RosterPlayer {
  const name = fullName(w);
  return RosterPlayerSchema.parse({
    id: w.rosterPlayerId,
    sport_id: sportId,
    season,
    first_name: w.firstName ?? '',
    last_name: w.lastName ?? '',
    slug: slugify(name) || `player-${w.rosterPlayerId}`,
    jersey_number: orNull(w.jerseyNumber),
    position_short: orNull(w.positionShort),
    position_long: orNull(w.positionLong),
    height_feet: w.heightFeet ?? null,
    height_inches: w.heightInches ?? null,
    weight: weightOf(w.weight),
    academic_year: orNull(w.academicYearLong) ?? orNull(w.academicYearShort),
    hometown: orNull(w.hometown),
    high_school: orNull(w.highSchool),
    previous_school: orNull(w.previousSchool),
    major: orNull(w.major),
    image: imageOf(w.image, name),
    social_media: { twitter: orNull(w.twitterUsername), instagram: orNull(w.instagramUsername), tiktok: orNull(w.tiktokUsername) },
    bio: w.hideBio ? null : orNull(w.bio),
    published: !(w.hide ?? false),
    tags: [],
  });
}

/** The id of a roster's coach or support staff member, wherever SIDEARM put it; none: not importable. */
export const rosterStaffId = (w: SidearmRosterStaff): number | null => w.id ?? w.rosterCoachId ?? w.rosterStaffId ?? null;

/** A roster's coach (`kind: 'coach'`) or support staff member (`'support'`) as our staff member (spec 3). */
export function rosterStaffFromSidearm(
  w: SidearmRosterStaff,
  kind: 'coach' | 'support',
  sportId: number,
  season: string,
): StaffMember | null {
  const id = rosterStaffId(w);
  if (id === null) return null;
  const name = fullName(w);
  const title = w.title ?? '';
  return StaffMemberSchema.parse({
    id,
    sport_id: sportId,
    season,
    kind,
    first_name: w.firstName ?? '',
    last_name: w.lastName ?? '',
    slug: slugify(name) || `${kind}-${id}`,
    title,
    // The staff directory's department, where SIDEARM names one (its `category`).
    department: orNull(w.category?.title),
    email: orNull(w.email),
    phone: orNull(w.phone),
    image: imageOf(w.image, name),
    bio: orNull(w.bio),
    is_head_coach: kind === 'coach' && (w.isHeadCoach ?? /^head coach$/i.test(title.trim())),
    published: true,
  });
}

/** The season a roster is for: its own season's title, else the list's. */
export const rosterSeason = (roster: SidearmRoster, listed: SidearmRosterListItem): string | null =>
  orNull(roster.season?.title) ?? orNull(listed.seasonTitle);

/** One season of a sport as SIDEARM's `Season/{sportId}/related` entry. */
export const relatedSeasonToSidearm = (
  season: string,
  scheduleId: number,
  isCurrent: boolean,
  sportSlug: string,
): SidearmRelatedSeason => ({
  seasonTitle: season,
  scheduleId,
  isCurrent,
  globalSportNameSlug: sportSlug,
});

/** One season's roster as SIDEARM's `Rosters/list` entry. */
export const rosterListItemToSidearm = (rosterId: number, season: string, sportSlug: string): SidearmRosterListItem => ({
  rosterId,
  displayTitle: season,
  seasonTitle: season,
  globalSportNameSlug: sportSlug,
});

const imageToSidearm = (image: RosterPlayer['image']) =>
  image ? { url: image.url, absoluteUrl: image.url, altText: image.alt, title: null } : null;

/**
 * Our roster player as SIDEARM's roster entry and bio (`Rosters/{id}` players, `Players/roster/bio/{id}`). The
 * academic year is one text here: SIDEARM's long form carries it, its short form is empty.
 */
export function rosterPlayerToSidearm(p: RosterPlayer) {
  return {
    rosterPlayerId: p.id,
    playerId: null,
    firstName: p.first_name,
    lastName: p.last_name,
    hometown: p.hometown,
    highSchool: p.high_school,
    previousSchool: p.previous_school,
    major: p.major,
    twitterUsername: p.social_media.twitter ?? null,
    instagramUsername: p.social_media.instagram ?? null,
    tiktokUsername: p.social_media.tiktok ?? null,
    weight: p.weight,
    heightFeet: p.height_feet,
    heightInches: p.height_inches,
    positionShort: p.position_short,
    positionLong: p.position_long,
    jerseyNumber: p.jersey_number,
    academicYearShort: null,
    academicYearLong: p.academic_year,
    hide: !p.published,
    hideBio: false,
    image: imageToSidearm(p.image),
    bio: p.bio,
  } satisfies SidearmRosterPlayer;
}

/** Our coach or support staff member as SIDEARM's `Rosters/{id}` `coaches` / `support` entry. */
export function rosterStaffToSidearm(s: StaffMember) {
  return {
    id: s.id,
    rosterCoachId: s.kind === 'coach' ? s.id : null,
    rosterStaffId: s.kind === 'support' ? s.id : null,
    firstName: s.first_name,
    lastName: s.last_name,
    title: s.title,
    email: s.email,
    phone: s.phone,
    isHeadCoach: s.is_head_coach,
    image: imageToSidearm(s.image),
    bio: s.bio,
    category: s.department === null ? null : { id: null, title: s.department },
  } satisfies SidearmRosterStaff;
}

/** One season's roster of a sport as SIDEARM's `Rosters/{rosterId}` answer. */
export function rosterToSidearm(r: {
  rosterId: number;
  season: string;
  sport: { id: number; global_sport_name_slug: string };
  players: readonly RosterPlayer[];
  staff: readonly StaffMember[];
}) {
  return {
    id: r.rosterId,
    displayTitle: r.season,
    season: { id: null, title: r.season },
    sport: { id: r.sport.id, globalSportNameSlug: r.sport.global_sport_name_slug },
    players: r.players.map(rosterPlayerToSidearm),
    coaches: r.staff.filter((s) => s.kind === 'coach').map(rosterStaffToSidearm),
    support: r.staff.filter((s) => s.kind === 'support').map(rosterStaffToSidearm),
  };
}
