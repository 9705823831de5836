import { GAME_STATE } from '#schemas/constants.ts';
import type { Game } from '#schemas/entities/game.ts';
import { LiveStatsSchema, gameFormat, liveFromGame, type LiveStats } from '#schemas/live.ts';
import type { Store } from '../store/store.server.ts';

/**
 * Live stats (spec 3) live in their own table, not in the game documents: a score change every few seconds
 * must not bump the content version, which keys every cached page. The game document changes twice: when the
 * game goes live and when it is final (src/server/live/simulate.server.ts).
 */
export function storedLive(store: Store, tenant: string, gameId: number): LiveStats | null {
  const row = store.db.prepare<[string, number], { body: string }>('SELECT body FROM live_games WHERE tenant = ? AND game_id = ?').get(tenant, gameId);
  return row ? LiveStatsSchema.parse(JSON.parse(row.body)) : null;
}

/** Writes the next state, its version one above the last. */
export function putLive(store: Store, tenant: string, live: LiveStats, now: Date): LiveStats {
  const next = { ...live, version: live.version + 1, updated_at: now.toISOString() };
  store.db
    .prepare(
      `INSERT INTO live_games (tenant, game_id, version, body, updated_at) VALUES (@tenant, @game, @version, @body, @at)
       ON CONFLICT (tenant, game_id) DO UPDATE SET version = excluded.version, body = excluded.body, updated_at = excluded.updated_at`,
    )
    .run({ tenant, game: live.game_id, version: next.version, body: JSON.stringify(next), at: next.updated_at });
  return next;
}

/** Stored live stats, else those the game document implies. */
export function liveOf(store: Store, tenant: string, game: Game, globalShortName: string, schoolName: string): LiveStats {
  return storedLive(store, tenant, game.id) ?? liveFromGame(game, globalShortName, schoolName);
}

/** Only games that can be followed live get a feed: a sport with a live format, not canceled or postponed. */
export function isFollowable(game: Game, globalShortName: string): boolean {
  return gameFormat(globalShortName) !== null && game.game_state !== GAME_STATE.Canceled && game.game_state !== GAME_STATE.Postponed;
}
