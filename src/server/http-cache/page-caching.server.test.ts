import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '#src/data/api-client.ts';
import { PageCache } from '../page-cache.server.ts';
import { securityHeaders } from '../security.server.ts';
import { CircuitBreaker } from '../upstream/circuit-breaker.server.ts';
import { externalVersion, SharedVersion } from '../upstream/content-version.server.ts';
import { resilientFetch, upstreamScope } from '../upstream/upstream-scope.server.ts';
import { pageCaching } from './page-caching.server.ts';

// A real content API that can hang, and a real Express app in front of it: the page route is a stand-in for
// React Router (one API call, a page with an inline script carrying the response's nonce, 500 when it fails).
let mode: 'pass' | 'hang' = 'pass';
let upstream: Server;
let site: Server;
let origin = '';
let renders = 0;
const BUDGET_MS = 400;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    if (mode === 'hang') return;
    const body = req.url?.startsWith('/api/v2/content-version') ? { contentVersion: 1 } : { text: `page for ${req.url}` };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const api = createApiClient({
    baseUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    tenant: 't',
    timeoutMs: 3000,
    log: () => {},
    fetchImpl: resilientFetch(new CircuitBreaker({ log: () => {}, intervalMs: 60_000 })),
  });
  const app = express();
  app.use(securityHeaders(false));
  app.use(upstreamScope(BUDGET_MS));
  app.use(
    pageCaching({
      cache: new PageCache(),
      keep: true,
      versions: externalVersion(() => api, 0),
      buildId: 'b',
      tenant: 't',
      imageHosts: [],
      isStaff: () => false,
    }),
  );
  app.get('/{*path}', async (req, res) => {
    renders += 1;
    const page = await api.get<{ text: string } | null>('/api/v2/page', { query: { path: req.path }, empty: null });
    if (!page)
      return void res
        .status(500)
        .type('html')
        .send(`<script nonce="${String(res.locals.nonce)}">boot()</script><p>Something went wrong</p>`);
    res.type('html').send(`<script nonce="${String(res.locals.nonce)}">boot()</script><p>${page.text}</p>`);
  });
  site = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => site.once('listening', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(() => {
  upstream.closeAllConnections();
  upstream.close();
  site.closeAllConnections();
  site.close();
});

async function timed(path: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(origin + path, { headers });
  return { response, body: await response.text(), ms: performance.now() - started };
}

describe('page caching in front of an external content API', () => {
  it('keeps a good page with its ETag and hash CSP, answers 304 without rendering, serves it stale when the API hangs, else 503', async () => {
    const good = await timed('/a');
    expect(good.response.status).toBe(200);
    expect(good.body).not.toContain('nonce');
    expect(good.response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
    const etag = good.response.headers.get('etag')!;

    // A hit goes out compressed once, when it was kept (no compression middleware here: the kept br copy).
    const hit = await timed('/a', { 'accept-encoding': 'br' });
    expect(hit.response.headers.get('x-page-cache')).toBe('hit');
    expect(hit.response.headers.get('content-encoding')).toBe('br');
    expect(hit.body).toBe(good.body);

    const before = renders;
    const revalidated = await timed('/a?utm=1', { 'if-none-match': etag });
    expect(revalidated.response.status).toBe(304);
    expect(renders).toBe(before);

    mode = 'hang';
    const stale = await timed('/a');
    expect(stale.response.status).toBe(200);
    expect(stale.response.headers.get('x-page-cache')).toBe('stale');
    expect(stale.response.headers.get('warning')).toBe('110 - "Response is Stale"');
    expect(stale.response.headers.get('cache-control')).toBe('private, no-store');
    expect(stale.body).toBe(good.body);
    expect(stale.ms).toBeLessThan(BUDGET_MS + 300);

    const none = await timed('/b');
    expect(none.response.status).toBe(503);
    expect(none.response.headers.get('retry-after')).toBe('30');
    expect(none.body).toContain('Something went wrong');
    expect(none.ms).toBeLessThan(BUDGET_MS + 300);
    mode = 'pass';
  });
});

describe('page caching on a shared store whose database goes down', () => {
  it('serves a kept page marked stale, else 503 with Retry-After: never the error of a render that could not read', async () => {
    let down = false;
    const version = new SharedVersion(
      async () => {
        if (down) throw new Error('connection refused');
        return 4;
      },
      { pollMs: 0 },
    );
    const app = express();
    app.use(securityHeaders(false));
    app.use(upstreamScope(BUDGET_MS));
    app.use(
      pageCaching({
        cache: new PageCache(),
        keep: true,
        versions: version.source,
        buildId: 'b',
        tenant: 't',
        imageHosts: [],
        isStaff: () => false,
      }),
    );
    // A stand-in for a page whose loader reads the store: 500 while the database is down.
    app.get('/{*path}', (req, res) => {
      if (down) return void res.status(500).type('html').send('<p>Something went wrong</p>');
      res.type('html').send(`<p>page for ${req.path}</p>`);
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const at = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${at}/kept`)).status).toBe(200);
      down = true;
      const stale = await fetch(`${at}/kept`);
      expect(stale.status).toBe(200);
      expect(stale.headers.get('x-page-cache')).toBe('stale');
      expect(await stale.text()).toContain('page for /kept');
      const none = await fetch(`${at}/never-seen`);
      expect(none.status).toBe(503);
      expect(none.headers.get('retry-after')).toBe('30');
      expect(await none.text()).not.toMatch(/at \S+ \(|Error:/);
      down = false;
      expect((await fetch(`${at}/never-seen`)).status).toBe(200);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
