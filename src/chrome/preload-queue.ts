import { ROUTE_DATA_REUSE_MS } from '#schemas/constants.ts';

/** spec 9: at most this many route preloads at once; the rest wait their turn. */
export const MAX_CONCURRENT_PRELOADS = 4;
/**
 * Ours: links that merely scroll into view preload at most this many routes per page view (a directory of 200
 * links must not fetch 200 pages). A visitor's intent (hover, focus, touch) always counts and goes first.
 */
export const VIEWPORT_PRELOAD_BUDGET = 12;
/** A preloaded route is reusable this long (the server lets browsers keep route data so long), then may preload again. */
export const PRELOAD_FRESH_MS = ROUTE_DATA_REUSE_MS;

export type PreloadReason = 'intent' | 'viewport';

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** spec 2.5: no route preloading in save-data mode or on slow-2g/2g connections. */
export function preloadAllowed(nav: Navigator | undefined = typeof navigator === 'undefined' ? undefined : navigator): boolean {
  if (!nav) return false;
  const conn = (nav as Navigator & { connection?: NetworkInformationLike }).connection;
  return !(conn?.saveData || conn?.effectiveType === 'slow-2g' || conn?.effectiveType === '2g');
}

/**
 * The route preloads of one document: a queue in front of at most four running ones. It only decides; the
 * component that renders the running preloads calls `finish` when each is done (loaded, failed or timed out).
 */
export class PreloadQueue {
  readonly #max: number;
  readonly #budget: number;
  readonly #allowed: () => boolean;
  readonly #now: () => number;
  #running: readonly string[] = [];
  #waiting: { href: string; reason: PreloadReason }[] = [];
  readonly #started = new Map<string, number>();
  #viewportLeft: number;
  readonly #listeners = new Set<() => void>();

  constructor({ max = MAX_CONCURRENT_PRELOADS, budget = VIEWPORT_PRELOAD_BUDGET, allowed = () => preloadAllowed(), now = Date.now } = {}) {
    this.#max = max;
    this.#budget = budget;
    this.#viewportLeft = budget;
    this.#allowed = allowed;
    this.#now = now;
  }

  /** Asks for `href` to be preloaded: an intent jumps the queue; a link in view waits behind the others. */
  request(href: string, reason: PreloadReason): void {
    if (!this.#allowed() || this.#running.includes(href) || this.#fresh(href)) return;
    const queued = this.#waiting.findIndex((entry) => entry.href === href);
    if (queued !== -1) {
      if (reason === 'viewport') return;
      this.#waiting.splice(queued, 1);
    }
    if (reason === 'intent') this.#waiting.unshift({ href, reason });
    else this.#waiting.push({ href, reason });
    this.#pump();
  }

  /** A link left the view (or the page) before its turn: its preload is no longer worth a request. */
  withdraw(href: string): void {
    this.#waiting = this.#waiting.filter((entry) => entry.href !== href || entry.reason === 'intent');
  }

  finish(href: string): void {
    if (!this.#running.includes(href)) return;
    this.#running = this.#running.filter((h) => h !== href);
    this.#pump(true);
  }

  /** A new page: the links of the last one no longer wait, and its links in view get a fresh budget. */
  newPage(): void {
    this.#waiting = [];
    this.#viewportLeft = this.#budget;
  }

  /** The running preloads (the same array until it changes, for useSyncExternalStore). */
  readonly running = (): readonly string[] => this.#running;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #fresh(href: string): boolean {
    const at = this.#started.get(href);
    return at !== undefined && this.#now() - at < PRELOAD_FRESH_MS;
  }

  #pump(changed = false): void {
    while (this.#running.length < this.#max && this.#waiting.length > 0) {
      const next = this.#waiting.shift()!;
      if (next.reason === 'viewport') {
        if (this.#viewportLeft === 0) continue;
        this.#viewportLeft -= 1;
      }
      this.#started.set(next.href, this.#now());
      this.#running = [...this.#running, next.href];
      changed = true;
    }
    if (changed) this.#emit();
  }

  #emit(): void {
    for (const listener of this.#listeners) listener();
  }
}
