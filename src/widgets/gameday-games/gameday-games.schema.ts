import * as z from 'zod/mini';
import { GameCardSchema } from '../shared/game-card.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const GamedayGamesPropsSchema = z.object({});
export type GamedayGamesProps = z.infer<typeof GamedayGamesPropsSchema>;
export const GamedayGamesDataSchema = z.object({ games: z.array(GameCardSchema) });
export type GamedayGamesData = z.infer<typeof GamedayGamesDataSchema>;

/** spec 2.4 takeovers: concurrent GameDay ids, comma-separated; at most this many are shown. */
export const MAX_CONCURRENT_GAMES = 8;

export const widget = defineWidget({
  name: 'gameday-games',
  label: 'Concurrent GameDay games (?ids=)',
  description: 'Several GameDay games at once (ids in the address).',
  props: GamedayGamesPropsSchema,
  data: GamedayGamesDataSchema,
});
