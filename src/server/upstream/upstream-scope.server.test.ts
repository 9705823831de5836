import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '#src/data/api-client.ts';
import { CircuitBreaker } from './circuit-breaker.server.ts';
import { externalVersion } from './content-version.server.ts';
import { resilientFetch, withUpstreamScope } from './upstream-scope.server.ts';

// A real HTTP server: /hang never answers, /fail answers 503, /ok answers 200 (counted per path).
let server: Server;
let base = '';
const hits = new Map<string, number>();
beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path.endsWith('/hang')) return; // never answers
    if (path.endsWith('/fail')) return void res.writeHead(503).end('down');
    if (path.endsWith('/content-version'))
      return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"contentVersion":7}');
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const quiet = () => {};
function client(breaker: CircuitBreaker, timeoutMs = 300) {
  return createApiClient({ baseUrl: base, tenant: 't', fetchImpl: resilientFetch(breaker), timeoutMs, log: quiet });
}

describe('content API calls to an external upstream', () => {
  it('give up on a hanging upstream at the timeout, answer the empty value, and wait for it no more', async () => {
    const breaker = new CircuitBreaker({ log: quiet, intervalMs: 60_000 });
    const api = client(breaker, 300);
    const started = performance.now();
    await expect(api.get('/api/v2/a/hang', { empty: 'empty' })).resolves.toBe('empty');
    expect(performance.now() - started).toBeLessThan(800);
    expect(breaker.state).toBe('open');
    const again = performance.now();
    await expect(api.get('/api/v2/a/hang', { empty: 'empty' })).resolves.toBe('empty');
    expect(performance.now() - again).toBeLessThan(50);
  });

  it('retry a GET once on 503 (spec 7), then count against the breaker until it opens and calls fail at once', async () => {
    const breaker = new CircuitBreaker({ threshold: 4, intervalMs: 60_000, log: quiet });
    const api = client(breaker);
    hits.delete('/api/v2/b/fail');
    await api.get('/api/v2/b/fail', { empty: null });
    expect(hits.get('/api/v2/b/fail')).toBe(2);
    await api.get('/api/v2/b/fail', { empty: null });
    expect(hits.get('/api/v2/b/fail')).toBe(4);
    expect(breaker.state).toBe('open');
    // Open: not even a connection. A dead upstream costs nothing more until the interval passes.
    const started = performance.now();
    await expect(api.get('/api/v2/b/ok', { empty: 'fallback' })).resolves.toBe('fallback');
    expect(performance.now() - started).toBeLessThan(50);
    expect(hits.get('/api/v2/b/ok')).toBeUndefined();
  });

  it('share one deadline across the calls of a request, so sequential calls cannot add up their timeouts', async () => {
    const api = client(new CircuitBreaker({ threshold: 100, intervalMs: 0, log: quiet }), 7000); // never refuses: the deadline alone
    const started = performance.now();
    await withUpstreamScope(400, async (scope) => {
      await api.get('/api/v2/c/hang', { empty: null, timeoutMs: 7000 }); // a takeover call's own limit
      await api.get('/api/v2/c/hang', { empty: null });
      expect(scope.failed).toBe(true);
    });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('read the content version, keep the last one when the upstream fails and say so', async () => {
    let path = '/api/v2/content-version';
    const clock = { now: 0 };
    const api = client(new CircuitBreaker({ threshold: 100, log: quiet }), 300);
    const wrapped = { ...api, raw: (_p: string, init?: Parameters<typeof api.raw>[1]) => api.raw(path, init) };
    const version = externalVersion(
      () => wrapped,
      2000,
      () => clock.now,
    );
    expect(await version()).toEqual({ version: 7, degraded: false });
    path = '/api/v2/d/hang';
    expect(await version()).toEqual({ version: 7, degraded: false }); // asked at most every 2 s
    clock.now = 2000;
    expect(await version()).toEqual({ version: 7, degraded: true });
  });
});
