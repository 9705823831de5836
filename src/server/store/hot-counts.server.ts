import type { Repositories } from './repositories.server.ts';

/** How long counts wait in a process before they are written (admin reports of them lag by up to this). */
export const HOT_COUNTS_FLUSH_MS = 5_000;

export type HotCountKind = 'impression' | 'splash-click';

/** One counter: `count` more of `kind` for the thing `id` (a campaign, a splash) of a tenant on a day. */
export interface HotCount {
  kind: HotCountKind;
  tenant: string;
  id: number;
  day: string;
  count: number;
}

type Transaction = (fn: (tx: Repositories) => Promise<void>) => Promise<void>;

/**
 * Promotion impressions and splash clicks, added up in this process and written every HOT_COUNTS_FLUSH_MS in one
 * transaction of additive upserts, so game-day page views do not each become a database write. Every process
 * keeps its own counts; the upserts add, so the stored totals are exact once all have flushed. Reads of the
 * counts (admin reports) lag by up to the interval. A flush that fails keeps its counts for the next one; the
 * worker flushes on shutdown (worker.server.ts), so nothing counted is lost by a graceful stop.
 */
export class HotCounts {
  #pending = new Map<string, HotCount>();
  #timer: ReturnType<typeof setTimeout> | null = null;
  #flushing: Promise<void> = Promise.resolve();
  #closed = false;
  readonly #transaction: Transaction;
  readonly #everyMs: number;

  constructor(transaction: Transaction, everyMs = HOT_COUNTS_FLUSH_MS) {
    this.#transaction = transaction;
    this.#everyMs = everyMs;
  }

  /** Counts `count` more; written by the next flush, which is scheduled if none is. */
  add(kind: HotCountKind, tenant: string, id: number, day: string, count = 1): void {
    const key = `${kind}|${tenant}|${id}|${day}`;
    const entry = this.#pending.get(key);
    if (entry) entry.count += count;
    else this.#pending.set(key, { kind, tenant, id, day, count });
    this.#schedule();
  }

  /** The counts not written yet. */
  pending(): HotCount[] {
    return [...this.#pending.values()].map((c) => ({ ...c }));
  }

  /** Writes every pending count now, in one transaction; on failure they stay pending (and the error is thrown). */
  flush(): Promise<void> {
    // One flush at a time: a second waits for the first, then writes what came in meanwhile.
    const run = this.#flushing.then(() => this.#write());
    this.#flushing = run.catch(() => {});
    return run;
  }

  /** Stops the timer and writes what is pending (a worker's graceful stop). */
  async close(): Promise<void> {
    this.#closed = true;
    this.#clearTimer();
    await this.flush();
  }

  /** Stops the timer without writing (the store is closing under it). */
  stop(): void {
    this.#closed = true;
    this.#clearTimer();
  }

  async #write(): Promise<void> {
    this.#clearTimer();
    if (this.#pending.size === 0) return;
    const batch = this.#pending;
    this.#pending = new Map();
    const of = (kind: HotCountKind) => [...batch.values()].filter((c) => c.kind === kind);
    try {
      await this.#transaction(async (tx) => {
        await tx.promotions.addImpressions(of('impression'));
        await tx.splash.addClicks(of('splash-click'));
      });
    } catch (error) {
      for (const [key, c] of batch) {
        const entry = this.#pending.get(key);
        if (entry) entry.count += c.count;
        else this.#pending.set(key, c);
      }
      this.#schedule();
      throw error;
    }
  }

  #schedule(): void {
    if (this.#timer || this.#closed) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.flush().catch((error: unknown) =>
        console.error('Writing the counted impressions and clicks failed; kept for the next try', error),
      );
    }, this.#everyMs);
    // Counting never keeps a process alive; the worker's shutdown flushes instead.
    this.#timer.unref();
  }

  #clearTimer(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }
}
