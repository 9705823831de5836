export interface CachedResponse {
  status: number;
  headers: [string, string][];
  body: Buffer;
  storedAt: number;
}

/**
 * Rendered pages for anonymous visitors, keyed by tenant, URL and content version: any content or template
 * write bumps the version, so a stale page is never served after an edit. Entries also expire after `ttlMs`
 * because some widgets depend on the time (upcoming games).
 */
export class PageCache {
  private readonly entries = new Map<string, CachedResponse>();

  private readonly maxEntries: number;
  private readonly ttlMs: number;

  constructor(maxEntries = 1000, ttlMs = 60_000) {
    this.maxEntries = maxEntries;
    this.ttlMs = ttlMs;
  }

  static key(tenant: string, url: string, version: number): string {
    return `${tenant}|${version}|${url}`;
  }

  get(key: string, now = Date.now()): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.storedAt > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    // Map order is insertion order: re-inserting marks the entry as recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: CachedResponse): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
