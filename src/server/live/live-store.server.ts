import type { Game } from '#schemas/entities/game.ts';
import { liveFromGame, type LiveStats } from '#schemas/live.ts';
import type { LiveGamesRepository } from '../store/repositories/live-games.server.ts';
import type { Store } from '../store/store.server.ts';

/**
 * Live stats (spec 3) live in their own table, not in the game documents: a score change every few seconds
 * must not bump the content version, which keys every cached page. The game document changes twice: when the
 * game goes live and when it is final (src/server/live/simulate.server.ts).
 */
/** Writes the next state, its version one above the last (`liveGames`: a transaction's, to write it with the game). */
export async function putLive(
  store: Store,
  tenant: string,
  live: LiveStats,
  now: Date,
  liveGames: LiveGamesRepository = store.liveGames,
): Promise<LiveStats> {
  const next = { ...live, version: live.version + 1, updated_at: now.toISOString() };
  await liveGames.put(tenant, next);
  return next;
}

/** Stored live stats, else those the game document implies. */
export async function loadLive(store: Store, tenant: string, game: Game, globalShortName: string, schoolName: string): Promise<LiveStats> {
  return (await store.liveGames.get(tenant, game.id)) ?? liveFromGame(game, globalShortName, schoolName);
}

/** The game center widget's mapper decides the same way (schemas/live.ts). */
export { isFollowable } from '#schemas/live.ts';
