import * as z from 'zod/mini';
import type { Game } from '#schemas/entities/game.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { GameCardSchema, listedGameCards } from '../shared/game-card.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const GamedayGamesPropsSchema = z.object({});
export type GamedayGamesProps = z.infer<typeof GamedayGamesPropsSchema>;
export const GamedayGamesDataSchema = z.object({ games: z.array(GameCardSchema) });
export type GamedayGamesData = z.infer<typeof GamedayGamesDataSchema>;

/** spec 2.4 takeovers: concurrent GameDay ids, comma-separated; at most this many are shown. */
export const MAX_CONCURRENT_GAMES = 8;

/** `?ids=` as game ids: numbers only, each once, at most MAX_CONCURRENT_GAMES, in the order given. */
export function concurrentIds(ids: string | undefined): number[] {
  return [
    ...new Set(
      (ids ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => /^\d{1,9}$/.test(s))
        .map(Number),
    ),
  ].slice(0, MAX_CONCURRENT_GAMES);
}

/** The named games side by side, as cards (games a schedule would not list are left out). */
export function gamedayGamesData({ sports, games }: { sports: readonly Sport[]; games: readonly Game[] }): GamedayGamesData {
  return { games: listedGameCards(games, sports) };
}

export const widget = defineWidget({
  name: 'gameday-games',
  label: 'Concurrent GameDay games (?ids=)',
  description: 'Several GameDay games at once (ids in the address).',
  props: GamedayGamesPropsSchema,
  data: GamedayGamesDataSchema,
});
