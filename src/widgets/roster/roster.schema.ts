import * as z from 'zod/mini';
import { ACADEMIC_YEAR_RANK } from '#schemas/constants.ts';
import { RosterPlayerSchema, type RosterPlayer, type StaffMember } from '#schemas/entities/roster.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { inJerseyOrder, ROSTER_SORTS } from '../shared/roster-sort.ts';
import { coachBioUrl, playerBioUrl, rosterPrintUrl, rosterUrl } from '../shared/urls.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const RosterSortSchema = z.enum(ROSTER_SORTS);

export const RosterPropsSchema = z.object({
  /** 'page' for /sports/{slug}/roster, 'print' for the fullscreen print route (spec 2.1). */
  variant: z._default(z.enum(['page', 'print']), 'page'),
  defaultView: z._default(z.enum(['list', 'grid']), 'list'),
  defaultSort: z._default(RosterSortSchema, 'jersey'),
  /** The roster settings' "list the coaches with the roster". */
  showCoaches: z._default(z.boolean(), true),
});
export type RosterProps = z.infer<typeof RosterPropsSchema>;

const ImageSchema = z.nullable(z.object({ url: z.string(), alt: z.string() }));

/** One player as the list, grid and print views need them (spec 3 Roster item). */
export const RosterRowSchema = z.extend(
  z.pick(RosterPlayerSchema, {
    id: true,
    first_name: true,
    last_name: true,
    jersey_number: true,
    position_short: true,
    position_long: true,
    height_feet: true,
    height_inches: true,
    weight: true,
    academic_year: true,
    hometown: true,
    high_school: true,
    previous_school: true,
    image: true,
  }),
  {
    /** spec 9 academic year rank; null when the year is missing or not in the table. */
    academic_year_rank: z.nullable(z.number()),
    url: z.string(),
    /** false only for staff previews of unpublished players (hidden routes). */
    published: z.boolean(),
  },
);
export type RosterRow = z.infer<typeof RosterRowSchema>;

export const RosterCoachSchema = z.object({
  id: z.number(),
  name: z.string(),
  title: z.string(),
  image: ImageSchema,
  url: z.string(),
});
export type RosterCoach = z.infer<typeof RosterCoachSchema>;

export const RosterDataSchema = z.object({
  sport: z.object({ id: z.number(), title: z.string(), slug: z.string() }),
  /** The season shown; null when the sport has no roster at all. */
  season: z.nullable(z.string()),
  /** Every season with a roster, newest first. */
  seasons: z.array(z.object({ title: z.string(), url: z.string() })),
  players: z.array(RosterRowSchema),
  coaches: z.array(RosterCoachSchema),
  rosterUrl: z.string(),
  printUrl: z.string(),
});
export type RosterData = z.infer<typeof RosterDataSchema>;

export function academicYearRank(year: string | null): number | null {
  return year !== null && Object.hasOwn(ACADEMIC_YEAR_RANK, year) ? (ACADEMIC_YEAR_RANK[year] ?? null) : null;
}

/** The entity → widget row mapping, shared by the server resolver and the widget fixtures. */
export function toRosterRow(player: RosterPlayer, sportSlug: string): RosterRow {
  return {
    id: player.id,
    first_name: player.first_name,
    last_name: player.last_name,
    jersey_number: player.jersey_number,
    position_short: player.position_short,
    position_long: player.position_long,
    height_feet: player.height_feet,
    height_inches: player.height_inches,
    weight: player.weight,
    academic_year: player.academic_year,
    academic_year_rank: academicYearRank(player.academic_year),
    hometown: player.hometown,
    high_school: player.high_school,
    previous_school: player.previous_school,
    image: player.image,
    url: playerBioUrl(sportSlug, player),
    published: player.published,
  };
}

export function toRosterCoach(coach: StaffMember, sportSlug: string): RosterCoach {
  return {
    id: coach.id,
    name: `${coach.first_name} ${coach.last_name}`,
    title: coach.title,
    image: coach.image,
    url: coachBioUrl(sportSlug, coach),
  };
}

/**
 * The roster of one season: its players in jersey order, its coaches (head coach first) and every roster season
 * as a link to the same view (list or print). `seasons` are newest first; `staff` is the season's staff, of
 * whom the coaches are listed.
 */
export function rosterData(input: {
  sport: Sport;
  season: string | null;
  seasons: readonly string[];
  players: readonly RosterPlayer[];
  staff: readonly StaffMember[];
  print: boolean;
}): RosterData {
  const { sport, season } = input;
  const slug = sport.global_sport_name_slug;
  const seasonUrl = input.print ? rosterPrintUrl : rosterUrl;
  const coaches = input.staff
    .filter((member) => member.kind === 'coach')
    .toSorted((a, b) => Number(b.is_head_coach) - Number(a.is_head_coach));
  return {
    sport: { id: sport.id, title: sport.title, slug },
    season,
    seasons: input.seasons.map((title) => ({ title, url: seasonUrl(slug, title) })),
    players: inJerseyOrder(input.players).map((player) => toRosterRow(player, slug)),
    coaches: coaches.map((coach) => toRosterCoach(coach, slug)),
    rosterUrl: rosterUrl(slug, season),
    printUrl: rosterPrintUrl(slug, season),
  };
}

export const widget = defineWidget({
  name: 'roster',
  label: 'Roster',
  description: "The current sport's roster, as a list or a grid.",
  props: RosterPropsSchema,
  data: RosterDataSchema,
});
