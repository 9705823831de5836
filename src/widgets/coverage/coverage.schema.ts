// Coverage (spec 2.1): the coming games someone broadcasts. The pure mapper lives here so the resolver,
// fixtures and tests build the same data.
import * as z from 'zod/mini';
import type { Game } from '#schemas/entities/game.ts';
import { gameTimeLabel, isListedGame } from '#schemas/game-rules.ts';
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
  return isListedGame(g) && g.status !== 'C' && g.status !== 'P' && !g.result?.status && Boolean(g.media.tv || g.media.radio || g.media.video || g.media.audio);
}

export function coverageGameOf(g: Game, sport: { title: string; url: string }): CoverageGame {
  return {
    id: g.id, date: g.date, time: gameTimeLabel(g), sport, versus: g.location_indicator === 'A' ? 'at' : 'vs', opponent: g.opponent.title,
    location: g.location, tv: g.media.tv, radio: g.media.radio, watch: g.media.video, listen: g.media.audio, stats: g.media.stats,
  };
}

export const widget = defineWidget({
  name: 'coverage',
  label: 'TV, radio and stream coverage of coming games',
  description: 'TV, radio and stream coverage of coming games.',
  props: CoveragePropsSchema,
  data: CoverageDataSchema,
});
