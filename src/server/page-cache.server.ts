import { documentUrl, routeDataQuery } from '#src/router/react-router-adapter.ts';
import { answerQuery, matchRoute, normalizePath, withQuery } from '#src/routes/match-route.ts';

export interface CachedResponse {
  status: number;
  headers: [string, string][];
  body: Buffer;
  storedAt: number;
  /** The strong validator of this copy: content version, page URL, build and clock window (http-cache/etag). */
  etag: string;
  /** The body compressed once when kept, so a hit costs no compression (brotli per hit cut hits tenfold). */
  encoded?: Partial<Record<'br' | 'gzip', Buffer>>;
}

const sizeOf = (entry: CachedResponse) => entry.body.length + (entry.encoded?.br?.length ?? 0) + (entry.encoded?.gzip?.length ?? 0);

/**
 * Rendered pages for anonymous visitors, one per tenant and page URL, each with the ETag it was rendered for:
 * a copy is fresh while the request's ETag is the same (any content or template write bumps the version, so a
 * stale page is never served after an edit) and younger than `ttlMs` (some widgets depend on the time). An older
 * copy is kept as the last good render, served only when the content API fails (upstream resilience).
 */
export class PageCache {
  private readonly entries = new Map<string, CachedResponse>();
  private bytes = 0;

  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly maxBytes: number;

  /** Bounded by entries and by bytes (memory must not grow with unique URLs). */
  constructor(maxEntries = 1000, ttlMs = 60_000, maxBytes = 64 * 1024 * 1024) {
    this.maxEntries = maxEntries;
    this.ttlMs = ttlMs;
    this.maxBytes = maxBytes;
  }

  static key(tenant: string, url: string): string {
    return `${tenant}|${pageCacheUrl(url)}`;
  }

  /** The copy for this key when it was rendered for `etag` and is young enough. */
  get(key: string, etag: string, now = Date.now()): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.etag !== etag || now - entry.storedAt > this.ttlMs) return undefined;
    // Map order is insertion order: re-inserting marks the entry as recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** The last good copy for this key, however old: what a visitor gets when the content API fails. */
  stale(key: string): CachedResponse | undefined {
    return this.entries.get(key);
  }

  set(key: string, entry: CachedResponse): void {
    if (sizeOf(entry) > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += sizeOf(entry);
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= sizeOf(entry);
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  get byteSize(): number {
    return this.bytes;
  }
}

/**
 * The URL a cached page stands for: its path plus only the query parameters its route declares (and the
 * `_routes` of a client navigation's `.data` request). Query strings a page ignores (tracking tags, cache
 * busters) map to one entry instead of a render and an entry each.
 */
export function pageCacheUrl(requestUrl: string): string {
  const url = new URL(requestUrl, 'http://page-cache.invalid');
  const page = documentUrl(requestUrl);
  const match = matchRoute(normalizePath(page.pathname));
  const query = match.kind === 'page' ? answerQuery(match.route, url.searchParams) : {};
  return withQuery(url.pathname, { ...query, ...routeDataQuery(url) });
}
