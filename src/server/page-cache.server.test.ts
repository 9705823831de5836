import { describe, expect, it } from 'vitest';
import { PageCache, pageCacheUrl } from './page-cache.server.ts';

const entry = (body: string, storedAt = 0, etag = '"e"') => ({ status: 200, headers: [], body: Buffer.from(body), storedAt, etag });

describe('page cache', () => {
  it('keys by tenant and url; a copy is fresh only for the ETag it was rendered for (a new version misses)', () => {
    const cache = new PageCache(10, 60_000);
    cache.set(PageCache.key('t', '/a'), entry('v1', 0, '"v1"'));
    expect(cache.get(PageCache.key('t', '/a'), '"v1"', 1)?.body.toString()).toBe('v1');
    expect(cache.get(PageCache.key('t', '/a'), '"v2"', 1)).toBeUndefined();
    expect(cache.get(PageCache.key('other', '/a'), '"v1"', 1)).toBeUndefined();
  });

  it('expires entries after their lifetime but keeps them as the last good copy', () => {
    const cache = new PageCache(10, 1000);
    cache.set('k', entry('x', 0));
    expect(cache.get('k', '"e"', 999)).toBeDefined();
    expect(cache.get('k', '"e"', 1001)).toBeUndefined();
    // Upstream resilience: an old copy (or one of an older version) is what a visitor gets when the API fails.
    expect(cache.stale('k')?.body.toString()).toBe('x');
    cache.set('k', entry('y', 2000, '"other"'));
    expect(cache.stale('k')?.body.toString()).toBe('y');
    expect(cache.size).toBe(1);
  });

  it('evicts the least recently used entry beyond its size', () => {
    const cache = new PageCache(2, 60_000);
    cache.set('a', entry('a'));
    cache.set('b', entry('b'));
    cache.get('a', '"e"', 1);
    cache.set('c', entry('c'));
    expect(cache.get('b', '"e"', 1)).toBeUndefined();
    expect(cache.get('a', '"e"', 1)).toBeDefined();
    expect(cache.size).toBe(2);
  });

  // Finding 10: 1,000 unique query strings made 1,000 renders and entries.
  it('keys a page on the query parameters its route declares only, and its choices (a season picker redirects)', () => {
    expect(pageCacheUrl('/sports/football/roster?season=2025&cb=1')).toBe('/sports/football/roster?season=2025');
    expect(pageCacheUrl('/tickets?utm_source=x&cb=123')).toBe('/tickets');
    expect(pageCacheUrl('/search?cb=1&q=football')).toBe('/search?q=football');
    expect(pageCacheUrl('/search?q=football&cb=2')).toBe(pageCacheUrl('/search?q=football'));
    expect(pageCacheUrl('/search.data?q=football&_routes=routes%2Fpage&cb=3')).toBe('/search.data?q=football&_routes=routes%2Fpage');
    expect(pageCacheUrl('/login?returnTo=%2Fhidden%2Fform%2F7')).toBe('/login?returnTo=%2Fhidden%2Fform%2F7');
    expect(pageCacheUrl('/no/such/page?x=1')).toBe('/no/such/page');
  });

  it('stays within its byte budget, evicting the least recently used pages', () => {
    const cache = new PageCache(1000, 60_000, 10);
    cache.set('a', entry('aaaa'));
    cache.set('b', entry('bbbb'));
    cache.set('c', entry('cccc'));
    expect(cache.byteSize).toBeLessThanOrEqual(10);
    expect(cache.get('a', '"e"', 1)).toBeUndefined();
    expect(cache.get('c', '"e"', 1)).toBeDefined();
    cache.set('huge', entry('x'.repeat(11)));
    expect(cache.get('huge', '"e"', 1)).toBeUndefined();
  });
});
