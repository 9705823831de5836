import type { Store } from '../store/store.server.ts';

/** The header through which the web server tells the content API the client's address (set, never trusted from the client). */
export const CLIENT_IP_HEADER = 'x-client-ip';

/** Per-client limits on form posts (spec 6 asks nothing; bots do): submissions and access-code attempts. */
export const FORM_POST_LIMIT = { requests: 10, windowMs: 60_000 } as const;

/** Windows older than this are swept (longer than any limit's window). */
const SWEEP_AFTER_MS = 3_600_000;
const SWEEP_EVERY_HITS = 500;

/**
 * A fixed-window counter per key, kept in the store: every worker process (and every server sharing the
 * store) counts against one window, so N workers do not multiply the limit (issue 13, finding 6). One
 * statement reads and bumps the window atomically.
 */
export class RateLimiter {
  private hits = 0;
  /** Names this limit in the shared table, so two limits never share a counter. */
  private readonly scope: string;
  private readonly limit: number;
  private readonly windowMs: number;

  constructor(scope: string, limit: number, windowMs: number) {
    this.scope = scope;
    this.limit = limit;
    this.windowMs = windowMs;
  }

  /** Counts one request of `key`; returns the seconds to wait when over the limit, else 0. */
  hit(store: Store, key: string, now = Date.now()): number {
    if (++this.hits % SWEEP_EVERY_HITS === 0) store.db.prepare('DELETE FROM rate_limits WHERE window_start < ?').run(now - SWEEP_AFTER_MS);
    const row = store.db
      .prepare<{ key: string; now: number; window: number }, { window_start: number; count: number }>(
        `INSERT INTO rate_limits (key, window_start, count) VALUES (@key, @now, 1)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN @now - window_start >= @window THEN 1 ELSE count + 1 END,
           window_start = CASE WHEN @now - window_start >= @window THEN @now ELSE window_start END
         RETURNING window_start, count`,
      )
      .get({ key: `${this.scope}|${key}`, now, window: this.windowMs });
    if (!row || row.count <= this.limit) return 0;
    return Math.max(1, Math.ceil((row.window_start + this.windowMs - now) / 1000));
  }

  /** Gives one request of `key` back (a sign-in that succeeded does not use up the allowance). */
  refund(store: Store, key: string): void {
    store.db.prepare('UPDATE rate_limits SET count = max(count - 1, 0) WHERE key = ?').run(`${this.scope}|${key}`);
  }
}
