import * as z from 'zod/mini';
import { LOCATION_OPTIONS } from '#schemas/constants.ts';
import type { Game } from '#schemas/entities/game.ts';
import { teamNameOf } from '#schemas/entities/site.ts';
import { recordOf } from '#schemas/game-rules.ts';
import { ScheduleGameSchema, ScheduleRecordSchema, toScheduleGame, type LocationValue } from '../shared/schedule-game.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const SCHEDULE_VARIANTS = ['page', 'text', 'print'] as const;
export type ScheduleVariant = (typeof SCHEDULE_VARIANTS)[number];

const LOCATION_VALUES = LOCATION_OPTIONS.map((option) => option.value) as [LocationValue, ...LocationValue[]];

export const SchedulePropsSchema = z.object({
  /** The schedule page, its text (screen-reader friendly) or its print version (spec 2.1). */
  variant: z._default(z.enum(SCHEDULE_VARIANTS), 'page'),
  /** A calendar view is out of scope for now: the list is the only view. */
  defaultView: z._default(z.enum(['list']), 'list'),
  showRecord: z._default(z.boolean(), true),
  /** The location filter a page starts with; the URL query `?location=` overrides it. */
  defaultLocation: z._default(z.enum(LOCATION_VALUES), ''),
});
export type ScheduleProps = z.infer<typeof SchedulePropsSchema>;

export const ScheduleDataSchema = z.object({
  /** The school's team name in front of the sport ("Northfield State" Football). */
  teamName: z.string(),
  sport: z.object({ title: z.string(), slug: z.string() }),
  /** The season shown; null when the sport has no games at all. */
  season: z.nullable(z.string()),
  /** Every season with games, newest first, linking to the same variant. */
  seasons: z.array(z.object({ title: z.string(), url: z.string() })),
  /** The shown season as a page, text and print version, and as an iCalendar feed. */
  urls: z.object({ page: z.string(), text: z.string(), print: z.string(), ics: z.string() }),
  /** Listed games (spec 4) in date order. */
  games: z.array(ScheduleGameSchema),
  record: ScheduleRecordSchema,
});
export type ScheduleData = z.infer<typeof ScheduleDataSchema>;

/** The site paths of one sport's schedule (spec 2.1) and of its iCalendar feed. */
export function scheduleUrl(slug: string, season: string | null, variant: ScheduleVariant | 'ics'): string {
  const base = `/sports/${slug}/schedule`;
  if (variant === 'ics') return `${base}.ics${season ? `?season=${encodeURIComponent(season)}` : ''}`;
  const parts = [base, variant === 'page' ? null : variant, season].filter((part) => part !== null);
  return parts.join('/');
}

/** Everything the schedule widget shows, from the listed games (spec 4) of one season in date order. */
export function scheduleDataOf(input: {
  athleticsName: string;
  sport: { title: string; global_sport_name_slug: string; global_sport_shortname: string };
  season: string | null;
  /** Season titles with games, oldest first. */
  seasons: readonly string[];
  games: readonly Game[];
  variant: ScheduleVariant;
  /** The games' states and links are those at this time (spec 4). */
  now: Date;
}): ScheduleData {
  const slug = input.sport.global_sport_name_slug;
  const url = (variant: ScheduleVariant | 'ics') => scheduleUrl(slug, input.season, variant);
  return {
    teamName: teamNameOf(input.athleticsName),
    sport: { title: input.sport.title, slug },
    season: input.season,
    seasons: input.seasons.toReversed().map((title) => ({ title, url: scheduleUrl(slug, title, input.variant) })),
    urls: { page: url('page'), text: url('text'), print: url('print'), ics: url('ics') },
    games: input.games.map((game) => toScheduleGame(game, input.sport.global_sport_shortname, input.now)),
    record: recordOf(input.games),
  };
}

export const widget = defineWidget({
  name: 'schedule',
  label: 'Schedule',
  description: "The current sport's schedule with results, record and location filter.",
  props: SchedulePropsSchema,
  data: ScheduleDataSchema,
});
