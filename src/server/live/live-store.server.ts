import { GAME_STATE } from '#schemas/constants.ts';
import type { Game } from '#schemas/entities/game.ts';
import { gameFormat, liveFromGame, type LiveStats } from '#schemas/live.ts';
import type { LiveGamesRepository } from '../store/repositories/live-games.server.ts';
import type { Store } from '../store/store.server.ts';

/**
 * Live stats (spec 3) live in their own table, not in the game documents: a score change every few seconds
 * must not bump the content version, which keys every cached page. The game document changes twice: when the
 * game goes live and when it is final (src/server/live/simulate.server.ts).
 */
/** Writes the next state, its version one above the last (`liveGames`: a transaction's, to write it with the game). */
export async function putLive(store: Store, tenant: string, live: LiveStats, now: Date, liveGames: LiveGamesRepository = store.liveGames): Promise<LiveStats> {
  const next = { ...live, version: live.version + 1, updated_at: now.toISOString() };
  await liveGames.put(tenant, next);
  return next;
}

/** Stored live stats, else those the game document implies. */
export async function loadLive(store: Store, tenant: string, game: Game, globalShortName: string, schoolName: string): Promise<LiveStats> {
  return (await store.liveGames.get(tenant, game.id)) ?? liveFromGame(game, globalShortName, schoolName);
}

/** The same, read synchronously for the game center widget (until the widget resolvers are async). */
export function liveOf(store: Store, tenant: string, game: Game, globalShortName: string, schoolName: string): LiveStats {
  return store.liveGame(tenant, game.id) ?? liveFromGame(game, globalShortName, schoolName);
}

/** Only games that can be followed live get a feed: a sport with a live format, not canceled or postponed. */
export function isFollowable(game: Game, globalShortName: string): boolean {
  return gameFormat(globalShortName) !== null && game.game_state !== GAME_STATE.Canceled && game.game_state !== GAME_STATE.Postponed;
}
