import type { Store } from '../store/store.server.ts';

/** The header through which the web server tells the content API the client's address (set, never trusted from the client). */
export const CLIENT_IP_HEADER = 'x-client-ip';

/** The client's address as the web server names it (CLIENT_IP_HEADER), for per-address limits. */
export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) || 'unknown';
}

/** Windows older than this are swept (longer than any limit's window). */
const SWEEP_AFTER_MS = 3_600_000;
const SWEEP_EVERY_HITS = 500;

/**
 * A fixed-window counter per key, kept in the store: every worker process (and every server sharing the
 * store) counts against one window, so N workers do not multiply the limit. One
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
  async hit(store: Store, key: string, now = Date.now()): Promise<number> {
    if (++this.hits % SWEEP_EVERY_HITS === 0) await store.rateLimits.sweep(now - SWEEP_AFTER_MS);
    const window = await store.rateLimits.hit(`${this.scope}|${key}`, now, this.windowMs);
    if (window.count <= this.limit) return 0;
    return Math.max(1, Math.ceil((window.windowStart + this.windowMs - now) / 1000));
  }

  /** Gives one request of `key` back (a sign-in that succeeded does not use up the allowance). */
  async refund(store: Store, key: string): Promise<void> {
    await store.rateLimits.refund(`${this.scope}|${key}`);
  }
}
