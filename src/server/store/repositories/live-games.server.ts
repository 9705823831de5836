import { LiveStatsSchema, type LiveStats } from '#schemas/live-stats.ts';
import type { Db, Query } from '../db.server.ts';

export const liveGameQueries = {
  get: (tenant: string, gameId: number): Query => ['SELECT body FROM live_games WHERE tenant = ? AND game_id = ?', [tenant, gameId]],
  put: (tenant: string, live: LiveStats): Query => [
    `INSERT INTO live_games (tenant, game_id, version, body, updated_at) VALUES (@tenant, @game, @version, @body, @at)
     ON CONFLICT (tenant, game_id) DO UPDATE SET version = excluded.version, body = excluded.body, updated_at = excluded.updated_at`,
    { tenant, game: live.game_id, version: live.version, body: JSON.stringify(live), at: live.updated_at },
  ],
};

export const liveOfRow = (row: { body: string } | undefined): LiveStats | null =>
  row ? LiveStatsSchema.parse(JSON.parse(row.body)) : null;

/**
 * Live stats (spec 3, table live_games), apart from the game documents: a score change every few seconds must
 * not bump the content version, which keys every cached page.
 */
export class LiveGamesRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async get(tenant: string, gameId: number): Promise<LiveStats | null> {
    return liveOfRow(await this.db.get<{ body: string }>(...liveGameQueries.get(tenant, gameId)));
  }

  async put(tenant: string, live: LiveStats): Promise<void> {
    await this.db.run(...liveGameQueries.put(tenant, live));
  }
}
