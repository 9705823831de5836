import type { Db, Query } from '../db.server.ts';

export const rateLimitQueries = {
  /**
   * One statement reads and bumps the window atomically (a new window when the old one is over). The stored
   * columns are named with their table: PostgreSQL finds a bare `count` ambiguous beside `excluded.count`.
   */
  hit: (key: string, now: number, windowMs: number): Query => [
    `INSERT INTO rate_limits (key, window_start, count) VALUES (@key, @now, 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN @now - rate_limits.window_start >= @window THEN 1 ELSE rate_limits.count + 1 END,
       window_start = CASE WHEN @now - rate_limits.window_start >= @window THEN @now ELSE rate_limits.window_start END
     RETURNING window_start, count`,
    { key, now, window: windowMs },
  ],
  refund: (key: string): Query => ['UPDATE rate_limits SET count = CASE WHEN count > 0 THEN count - 1 ELSE 0 END WHERE key = ?', [key]],
  sweep: (before: number): Query => ['DELETE FROM rate_limits WHERE window_start < ?', [before]],
};

/** Fixed-window request counters (table rate_limits), shared by every worker process and every server on the store. */
export class RateLimitsRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** Counts one request of `key`: the window it falls in and the count in it so far. */
  async hit(key: string, now: number, windowMs: number): Promise<{ windowStart: number; count: number }> {
    const row = await this.db.get<{ window_start: number; count: number }>(...rateLimitQueries.hit(key, now, windowMs));
    return { windowStart: row?.window_start ?? now, count: row?.count ?? 1 };
  }

  async refund(key: string): Promise<void> {
    await this.db.run(...rateLimitQueries.refund(key));
  }

  /** Drops windows that started before `before`. */
  async sweep(before: number): Promise<void> {
    await this.db.run(...rateLimitQueries.sweep(before));
  }
}
