/**
 * A circuit breaker for the external content API (a dead upstream costs no more than one timeout per
 * interval). Closed: calls go through, consecutive failures are counted. After `threshold` of them, or at once
 * when a call timed out (that already cost a visitor the whole budget), it opens: calls fail at once for `intervalMs`. Then one call (the probe) goes through while the others still fail at once; its
 * success closes the breaker, its failure opens it for another interval. One breaker per worker process.
 */
export type BreakerState = 'closed' | 'open' | 'half-open';

export interface BreakerOptions {
  threshold?: number;
  intervalMs?: number;
  now?: () => number;
  log?: (message: string) => void;
}

export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | null = null;
  private probing = false;
  private readonly threshold: number;
  private readonly intervalMs: number;
  private readonly now: () => number;
  private readonly log: (message: string) => void;

  constructor(options: BreakerOptions = {}) {
    this.threshold = options.threshold ?? 5;
    this.intervalMs = options.intervalMs ?? 10_000;
    this.now = options.now ?? Date.now;
    this.log = options.log ?? ((message) => console.warn(message));
  }

  get state(): BreakerState {
    if (this.openedAt === null) return 'closed';
    return this.now() - this.openedAt >= this.intervalMs ? 'half-open' : 'open';
  }

  /** May a call go out now? In half-open state only the first caller (the probe) may. */
  allow(): boolean {
    const state = this.state;
    if (state === 'closed') return true;
    if (state === 'open' || this.probing) return false;
    this.probing = true;
    return true;
  }

  success(): void {
    if (this.openedAt !== null) this.log('Content API answers again: circuit closed');
    this.failures = 0;
    this.openedAt = null;
    this.probing = false;
  }

  /** `timedOut`: the call waited its whole deadline (a hanging upstream), as opposed to an error answered quickly. */
  failure(timedOut = false): void {
    this.failures += 1;
    if (this.probing || (this.openedAt === null && (timedOut || this.failures >= this.threshold))) {
      if (!this.probing)
        this.log(
          `Content API ${timedOut ? 'timed out' : `failed ${this.failures} times in a row`}: circuit open for ${this.intervalMs} ms`,
        );
      this.openedAt = this.now();
      this.probing = false;
    }
  }
}

/** Thrown instead of calling the upstream: its circuit is open, or the visitor's request has no time left. */
export class UpstreamUnavailableError extends Error {
  constructor(reason = 'circuit open') {
    super(`Content API not called: ${reason}`);
    this.name = 'UpstreamUnavailableError';
  }
}
