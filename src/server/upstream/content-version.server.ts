import type { ApiClient } from '#src/data/api-client.ts';

/**
 * The content version pages and ETags are keyed on. The embedded store knows it at once; an external content API
 * is asked (GET /api/v2/content-version) at most every `refreshMs`, one call at a time. When that call fails the
 * last version seen stands and the answer says `degraded`, which lets the page cache serve its last good copy.
 */
export interface VersionReading {
  /** null: unknown (never seen, or the API has no version call), so nothing is cached on it. */
  version: number | null;
  /** The upstream did not answer the last time it was asked. */
  degraded: boolean;
}

export type VersionSource = () => Promise<VersionReading>;

export function embeddedVersion(read: () => Promise<number>): VersionSource {
  return async () => ({ version: await read(), degraded: false });
}

export function externalVersion(api: () => ApiClient, refreshMs = 2000, now: () => number = Date.now): VersionSource {
  let last: { version: number | null; degraded: boolean; at: number } | null = null;
  let pending: Promise<VersionReading> | null = null;

  async function ask(): Promise<VersionReading> {
    try {
      const response = await api().raw('/api/v2/content-version');
      if (response.status === 404) {
        await response.body?.cancel();
        last = { version: null, degraded: false, at: now() };
      } else if (!response.ok) {
        await response.body?.cancel();
        last = { version: last?.version ?? null, degraded: true, at: now() };
      } else {
        const body = (await response.json()) as { contentVersion?: unknown };
        const version = typeof body.contentVersion === 'number' ? body.contentVersion : null;
        last = { version, degraded: false, at: now() };
      }
    } catch {
      last = { version: last?.version ?? null, degraded: true, at: now() };
    }
    return { version: last.version, degraded: last.degraded };
  }

  return () => {
    if (last && now() - last.at < refreshMs) return Promise.resolve({ version: last.version, degraded: last.degraded });
    pending ??= ask().finally(() => (pending = null));
    return pending;
  };
}

/**
 * The content version of a store several machines share (PostgreSQL), kept in this process so that a page-cache
 * hit or a 304 asks the database nothing. It changes when the database says it changed (`heard`, from LISTEN/
 * NOTIFY), when this process has written (`refresh` after a write, so a machine always sees its own writes), and,
 * while no listener is up, by a poll: at most one read per `pollMs`. A read that fails keeps the last version and
 * says `degraded`, which lets the page cache serve its last good copy.
 */
export class SharedVersion {
  readonly #read: () => Promise<number>;
  readonly #pollMs: number;
  readonly #now: () => number;
  #version: number | null = null;
  #degraded = false;
  #readAt = Number.NEGATIVE_INFINITY;
  #listening = false;
  /** This process has written: the next answer is read, whatever the listener said. */
  #stale = false;
  /** The read on its way, shared by whoever asks during it; and one queued after it (see refresh). */
  #pending: Promise<VersionReading> | null = null;
  #queued: Promise<VersionReading> | null = null;

  constructor(read: () => Promise<number>, { pollMs = 1000, now = Date.now }: { pollMs?: number; now?: () => number } = {}) {
    this.#read = read;
    this.#pollMs = pollMs;
    this.#now = now;
  }

  /** The version source pages and API caching read. */
  readonly source: VersionSource = () => {
    if (this.#stale) return this.refresh();
    const fresh = this.#listening || this.#now() - this.#readAt < this.#pollMs;
    if (this.#version !== null && fresh) return Promise.resolve({ version: this.#version, degraded: this.#degraded });
    return (this.#pending ??= this.#readNow());
  };

  /**
   * This process has just written (its response is about to go out): the next request reads the version, so a
   * machine always sees its own writes, even before the database's notification comes back.
   */
  invalidate(): void {
    this.#stale = true;
  }

  /** Reads the version, by a read that begins now or later: one already on its way may have begun before a write. */
  refresh(): Promise<VersionReading> {
    this.#stale = false;
    if (!this.#pending) return (this.#pending = this.#readNow());
    this.#queued ??= this.#pending.then(() => {
      this.#queued = null;
      return (this.#pending = this.#readNow());
    });
    return this.#queued;
  }

  #readNow(): Promise<VersionReading> {
    return this.#read()
      .then(
        (version) => {
          this.#version = version;
          this.#degraded = false;
        },
        () => {
          this.#degraded = true;
        },
      )
      .then(() => {
        this.#readAt = this.#now();
        this.#pending = null;
        return { version: this.#version, degraded: this.#degraded };
      });
  }

  /** The database announced a new version (notifications arrive in commit order). */
  heard(version: number): void {
    this.#version = version;
    this.#degraded = false;
    this.#readAt = this.#now();
  }

  /**
   * The listener is up (answers come from memory) or down (the poll takes over). Coming up, the version is read
   * once: changes made while nobody listened were announced to no one.
   */
  listening(up: boolean): void {
    this.#listening = false;
    if (!up) return;
    void this.refresh().then(() => {
      this.#listening = !this.#degraded;
    });
  }
}
