// Coverage (spec 2.1): the coming games someone broadcasts. The pure mapper lives here so the resolver,
// fixtures and tests build the same data.
import * as z from 'zod/mini';
import { SCHOOL_TIME_ZONE } from '#schemas/constants.ts';
import type { Game } from '#schemas/entities/game.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { gameTimeLabel, isListedGame } from '#schemas/game-rules.ts';
import { sportLink, sportOptions } from '../shared/press.ts';
import { defineWidget } from '#registry/define-widget.ts';

const SportLinkSchema = z.object({ title: z.string(), url: z.string() });
const OptionSchema = z.object({ value: z.string(), label: z.string() });

export const CoveragePropsSchema = z.object({ days: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(120)), 30) });
export type CoverageProps = z.infer<typeof CoveragePropsSchema>;
export const CoverageGameSchema = z.object({
  id: z.number(),
  date: z.string(),
  time: z.string(),
  sport: SportLinkSchema,
  versus: z.enum(['vs', 'at']),
  opponent: z.string(),
  location: z.string(),
  tv: z.nullable(z.string()),
  radio: z.nullable(z.string()),
  watch: z.nullable(z.string()),
  listen: z.nullable(z.string()),
  stats: z.nullable(z.string()),
});
export type CoverageGame = z.infer<typeof CoverageGameSchema>;
export const CoverageDataSchema = z.object({
  /** Upcoming games with any TV, radio or stream, by local day. */
  days: z.array(z.object({ day: z.string(), games: z.array(CoverageGameSchema) })),
  sports: z.array(OptionSchema),
  selected: z.string(),
  action: z.string(),
  through: z.string(),
});
export type CoverageData = z.infer<typeof CoverageDataSchema>;

/** A coming game someone broadcasts: listed, not called off, no result yet, and some TV, radio or stream. */
export function isBroadcast(g: Game): boolean {
  return (
    isListedGame(g) &&
    g.status !== 'C' &&
    g.status !== 'P' &&
    !g.result?.status &&
    Boolean(g.media.tv || g.media.radio || g.media.video || g.media.audio)
  );
}

export function coverageGameOf(g: Game, sport: { title: string; url: string }): CoverageGame {
  return {
    id: g.id,
    date: g.date,
    time: gameTimeLabel(g),
    sport,
    versus: g.location_indicator === 'A' ? 'at' : 'vs',
    opponent: g.opponent.title,
    location: g.location,
    tv: g.media.tv,
    radio: g.media.radio,
    watch: g.media.video,
    listen: g.media.audio,
    stats: g.media.stats,
  };
}

const DAY_MS = 86_400_000;
const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

export interface CoverageInput {
  sports: readonly Sport[];
  /** The games from `now` on, in start order (more are fine: only the next `days` days are shown). */
  games: readonly Game[];
  now: Date;
  days: number;
  /** The `?sport=` filter, null for every sport. */
  sport: Sport | null;
  /** The page's path, where the filter form submits. */
  path: string;
}

/** spec 2.1 coverage: where to watch and listen to the coming `days` days of games, by school-local day. */
export function coverageData({ sports, games, now, days: span, sport, path }: CoverageInput): CoverageData {
  const through = new Date(now.getTime() + span * DAY_MS);
  const days: CoverageData['days'] = [];
  for (const g of games) {
    const start = Date.parse(g.date_utc);
    if (start < now.getTime() || start >= through.getTime() || (sport && g.sport_id !== sport.id) || !isBroadcast(g)) continue;
    const link = sportLink(sports, g.sport_id);
    if (!link) continue;
    const game = coverageGameOf(g, link);
    const day = dayKey.format(new Date(g.date_utc));
    const last = days.at(-1);
    if (last?.day === day) last.games.push(game);
    else days.push({ day, games: [game] });
  }
  return {
    days,
    sports: sportOptions(sports),
    selected: sport?.global_sport_name_slug ?? '',
    action: path,
    through: through.toISOString(),
  };
}

export const widget = defineWidget({
  name: 'coverage',
  label: 'TV, radio and stream coverage of coming games',
  description: 'TV, radio and stream coverage of coming games.',
  props: CoveragePropsSchema,
  data: CoverageDataSchema,
});
