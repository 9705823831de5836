import * as z from 'zod/mini';
import type { Game } from '../entities/game.ts';
import { VideoBlockSchema } from '../entities/manual-page.ts';
import type { Sport } from '../entities/sport.ts';
import { gameTimeLabel } from '../game-rules.ts';

const GameCardSchema = z.object({
  id: z.number(), date: z.string(), time: z.string(), sport: z.string(), versus: z.enum(['vs', 'at']), opponent: z.string(), location: z.string(),
  url: z.string(), result: z.nullable(z.string()),
});
export type GameCard = z.infer<typeof GameCardSchema>;

export const ManualPagePropsSchema = z.object({});
export type ManualPageProps = z.infer<typeof ManualPagePropsSchema>;
export const ManualPageDataSchema = z.object({
  title: z.string(),
  description: z.string(),
  draft: z.boolean(),
  blocks: z.array(z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('html'), html: z.string() }),
    z.object({ ...VideoBlockSchema.shape, embed: z.string() }),
    z.object({ kind: z.literal('games'), title: z.string(), games: z.array(GameCardSchema) }),
    z.object({ kind: z.literal('links'), title: z.string(), items: z.array(z.object({ title: z.string(), url: z.string() })) }),
  ])),
});
export type ManualPageData = z.infer<typeof ManualPageDataSchema>;

export const GamedayGamesPropsSchema = z.object({});
export type GamedayGamesProps = z.infer<typeof GamedayGamesPropsSchema>;
export const GamedayGamesDataSchema = z.object({ games: z.array(GameCardSchema) });
export type GamedayGamesData = z.infer<typeof GamedayGamesDataSchema>;

/** spec 2.4 takeovers: concurrent GameDay ids, comma-separated; at most this many are shown. */
export const MAX_CONCURRENT_GAMES = 8;

export const VideoEmbedPropsSchema = z.object({});
export type VideoEmbedProps = z.infer<typeof VideoEmbedPropsSchema>;
export const VideoEmbedDataSchema = z.object({
  video: z.nullable(z.object({ provider: z.enum(['youtube', 'archive', 'endeavor']), id: z.string(), autoplay: z.boolean(), controls: z.boolean(), live: z.boolean() })),
});
export type VideoEmbedData = z.infer<typeof VideoEmbedDataSchema>;

/** A game as a card: it links to its game center when it has one, else to its sport's schedule. */
export function gameCardOf(game: Game, sport: Sport): GameCard {
  const r = game.result;
  return {
    id: game.id, date: game.date, time: gameTimeLabel(game), sport: sport.title, versus: game.location_indicator === 'A' ? 'at' : 'vs',
    opponent: game.opponent.title, location: game.location,
    url: game.game_center_enabled ? `/game-center/${game.id}` : `/sports/${sport.global_sport_name_slug}/schedule/${game.season}`,
    result: r?.team_score != null && r.opponent_score != null && r.status !== 'N' ? `${r.status} ${r.team_score}-${r.opponent_score}` : null,
  };
}
