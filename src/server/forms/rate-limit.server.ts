/** The header through which the web server tells the content API the client's address (set, never trusted from the client). */
export const CLIENT_IP_HEADER = 'x-client-ip';

/** Per-client limits on form posts (spec 6 asks nothing; bots do): submissions and access-code attempts. */
export const FORM_POST_LIMIT = { requests: 10, windowMs: 60_000 } as const;

/**
 * A fixed-window counter per key, in memory. Each worker process keeps its own, so with N workers a client gets
 * at most N times the limit: enough to stop a script hammering the form, and needs no shared state.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private readonly limit: number;
  private readonly windowMs: number;

  constructor(limit: number, windowMs: number) {
    this.limit = limit;
    this.windowMs = windowMs;
  }

  /** Counts one request; returns the seconds to wait when over the limit, else 0. */
  hit(key: string, now = Date.now()): number {
    if (this.windows.size > 10_000) this.sweep(now);
    const window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      this.windows.set(key, { start: now, count: 1 });
      return 0;
    }
    window.count += 1;
    return window.count > this.limit ? Math.ceil((window.start + this.windowMs - now) / 1000) : 0;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(key);
  }
}
