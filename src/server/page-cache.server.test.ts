import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache.server.ts';

const entry = (body: string, storedAt = 0) => ({ status: 200, headers: [], body: Buffer.from(body), storedAt });

describe('page cache', () => {
  it('keys by tenant, url and content version: a new version misses', () => {
    const cache = new PageCache(10, 60_000);
    cache.set(PageCache.key('t', '/a', 1), entry('v1'));
    expect(cache.get(PageCache.key('t', '/a', 1), 1)?.body.toString()).toBe('v1');
    expect(cache.get(PageCache.key('t', '/a', 2), 1)).toBeUndefined();
    expect(cache.get(PageCache.key('other', '/a', 1), 1)).toBeUndefined();
  });

  it('expires entries after their lifetime', () => {
    const cache = new PageCache(10, 1000);
    cache.set('k', entry('x', 0));
    expect(cache.get('k', 999)).toBeDefined();
    expect(cache.get('k', 1001)).toBeUndefined();
  });

  it('evicts the least recently used entry beyond its size', () => {
    const cache = new PageCache(2, 60_000);
    cache.set('a', entry('a'));
    cache.set('b', entry('b'));
    cache.get('a', 1);
    cache.set('c', entry('c'));
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBeDefined();
    expect(cache.size).toBe(2);
  });
});
