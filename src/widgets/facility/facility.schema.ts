import * as z from 'zod/mini';
import { FacilityImageSchema, type Facility } from '#schemas/entities/facility.ts';
import type { Game } from '#schemas/entities/game.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { isListedGame } from '#schemas/game-rules.ts';
import { FACILITIES_URL, SportLinkSchema, sportLink, sportLinksOf } from '../shared/facilities.ts';
import { defineWidget } from '#registry/define-widget.ts';

/** How many of a sport's next home games a facility page lists (ours: the spec leaves it open). */
export const FACILITY_NEXT_HOME_GAMES = 3;
const HomeGameSchema = z.object({
  id: z.number(),
  /** ISO date with its offset; shown in the school's time zone. */
  date: z.string(),
  /** Display time ("7:00 PM", "TBA", "All Day"). */
  time: z.nullable(z.string()),
  opponent: z.string(),
  note: z.nullable(z.string()),
});
export type HomeGame = z.infer<typeof HomeGameSchema>;

export const FacilityPropsSchema = z.object({});
export type FacilityProps = z.infer<typeof FacilityPropsSchema>;
export const FacilityDataSchema = z.object({
  facility: z.object({
    id: z.number(),
    title: z.string(),
    teaser: z.string(),
    location: z.string(),
    address: z.string(),
    directionsUrl: z.string(),
    capacity: z.nullable(z.number()),
    yearOpened: z.nullable(z.number()),
    /** Sanitized store HTML. */
    history: z.nullable(z.string()),
    images: z.array(FacilityImageSchema),
    published: z.boolean(),
  }),
  sports: z.array(z.object({ ...SportLinkSchema.shape, scheduleUrl: z.string(), games: z.array(HomeGameSchema) })),
  listUrl: z.string(),
});
export type FacilityData = z.infer<typeof FacilityDataSchema>;

/** Google Maps directions to the facility's coordinates (opens in a new window). */
export const directionsUrl = (f: Pick<Facility, 'latitude' | 'longitude'>) =>
  `https://www.google.com/maps/dir/?api=1&destination=${f.latitude},${f.longitude}`;

/**
 * A game a fan can still come to at home: listed (spec 4), home, starting at or after `nowMs`, not yet played,
 * not canceled or postponed (as the schedule counts a game upcoming).
 */
export function isUpcomingHomeGame(g: Game, nowMs: number): boolean {
  return (
    isListedGame(g) &&
    g.location_indicator === 'H' &&
    g.result === null &&
    g.status !== 'C' &&
    g.status !== 'P' &&
    Date.parse(g.date_utc) >= nowMs
  );
}

export function homeGameOf(g: Game): HomeGame {
  const note = g.type === 'E' ? 'Exhibition' : g.type === 'S' ? 'Scrimmage' : g.is_conference ? 'Conference' : null;
  return { id: g.id, date: g.date, time: g.time, opponent: [g.opponent.prefix, g.opponent.title].filter(Boolean).join(' '), note };
}

/**
 * The facility page's data; `history` is already sanitized. `gamesOf` gives a sport's games from `now` on in date
 * order (a prefix that holds its next home games is enough): the page lists the next FACILITY_NEXT_HOME_GAMES of
 * them a fan can come to.
 */
export function facilityDataOf(
  f: Facility,
  sports: readonly Sport[],
  history: string | null,
  gamesOf: (sport: Sport) => readonly Game[],
  now: Date,
): FacilityData {
  const nextHomeGames = (sport: Sport) =>
    gamesOf(sport)
      .filter((g) => isUpcomingHomeGame(g, now.getTime()))
      .slice(0, FACILITY_NEXT_HOME_GAMES)
      .map(homeGameOf);
  return {
    facility: {
      id: f.id,
      title: f.title,
      teaser: f.teaser,
      location: f.location,
      address: f.address,
      directionsUrl: directionsUrl(f),
      capacity: f.capacity,
      yearOpened: f.year_opened,
      history,
      images: f.images,
      published: f.published,
    },
    sports: sportLinksOf(f, sports).map((s) => ({
      ...sportLink(s),
      scheduleUrl: `/sports/${s.global_sport_name_slug}/schedule`,
      games: nextHomeGames(s),
    })),
    listUrl: FACILITIES_URL,
  };
}

export const widget = defineWidget({
  name: 'facility',
  label: 'Facility page',
  description: 'One facility page.',
  props: FacilityPropsSchema,
  data: FacilityDataSchema,
});
