// Press and coverage pages (issue 10, part 5): clippings, coverage listings and moments of the season.
import * as z from 'zod/mini';
import type { Game } from '../entities/game.ts';
import { MomentSchema } from '../entities/press.ts';
import { gameTimeLabel, isListedGame } from '../game-rules.ts';
import { PageLinksSchema } from '#src/widgets/shared/paging.ts';

const SportLinkSchema = z.object({ title: z.string(), url: z.string() });
const OptionSchema = z.object({ value: z.string(), label: z.string() });

export const ClippingsPropsSchema = z.object({ pageSize: z._default(z.number().check(z.int(), z.minimum(5), z.maximum(100)), 20) });
export type ClippingsProps = z.infer<typeof ClippingsPropsSchema>;
export const ClippingsDataSchema = z.object({
  clips: z.array(z.object({ id: z.number(), outlet: z.string(), headline: z.string(), date: z.string(), url: z.string(), sport: z.nullable(SportLinkSchema) })),
  sports: z.array(OptionSchema),
  selected: z.string(),
  action: z.string(),
  total: z.number(),
  page: PageLinksSchema,
});
export type ClippingsData = z.infer<typeof ClippingsDataSchema>;

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

export const MomentsPropsSchema = z.object({ pageSize: z._default(z.number().check(z.int(), z.minimum(4), z.maximum(48)), 12) });
export type MomentsProps = z.infer<typeof MomentsPropsSchema>;
export const MomentsDataSchema = z.object({
  moments: z.array(z.object({ ...MomentSchema.shape, sport: SportLinkSchema, gameUrl: z.nullable(z.string()) })),
  /** The sport of a sport's moments page; null site-wide. */
  sport: z.nullable(z.string()),
  total: z.number(),
  page: PageLinksSchema,
});
export type MomentsData = z.infer<typeof MomentsDataSchema>;

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
