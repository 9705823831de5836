import { E2E_STAFF_TOKEN, TENANT } from './constants.ts';
import { isRouteDataPath } from '#src/router/react-router-adapter.ts';
import { expect, test, waitForRouter } from './fixtures.ts';
import { externalRenderer, upstreamSwitch } from './upstream-switch.ts';

// CDN-ready caching: anonymous pages and API reads may be kept by a CDN and revalidated; browsers keep
// them too but ask again each time, so a visitor who signs in never sees the anonymous copy.
const PUBLIC = 'public, max-age=0, s-maxage=30';
const CDN = 'max-age=30, stale-while-revalidate=300, stale-if-error=86400';
const STAFF = { authorization: `Bearer ${E2E_STAFF_TOKEN}` };

test('an anonymous page is public with a strong ETag, and a matching If-None-Match gets 304 without a body', async ({ request }) => {
  const first = await request.get('/tickets');
  expect(first.status()).toBe(200);
  expect(first.headers()['cache-control']).toBe(PUBLIC);
  expect(first.headers()['cdn-cache-control']).toBe(CDN);
  const etag = first.headers().etag!;
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect(first.headers().vary).not.toMatch(/cookie/i);
  // The same page with a tracking tag (a query the page does not use) is the same copy; a used parameter is not.
  const again = await request.get('/tickets?utm_source=mail', { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);
  expect((await again.body()).length).toBe(0);
  expect(again.headers()['x-page-cache']).toBe('revalidated');
  const search = await request.get('/search?q=football');
  expect(search.headers().etag).not.toBe(etag);
  expect((await request.get('/search?q=soccer', { headers: { 'if-none-match': search.headers().etag! } })).status()).toBe(200);
});

test('a kept page carries no nonce: its CSP allows its own inline scripts by hash', async ({ request }) => {
  const response = await request.get('/tickets');
  const html = await response.text();
  const csp = response.headers()['content-security-policy']!;
  expect(csp).not.toContain("'nonce-");
  // Hashes of its own inline scripts (and of the site's tag scripts, with their https origins).
  expect(csp).toMatch(/script-src 'self'( 'sha256-[\w+/=]+'| https:\/\/[\w.-]+)+;/);
  expect(html).not.toMatch(/ nonce="/);
  // Every visitor (and a CDN) gets the same bytes.
  expect(await (await request.get('/tickets')).text()).toBe(html);
});

test('a cached and a revalidated page run their scripts in Chromium with no CSP violation', async ({ page }) => {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { cspViolations: string[] }).cspViolations ??= [];
      (window as unknown as { cspViolations: string[] }).cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  let last: Record<string, string> = {};
  // A write elsewhere on the server (a scheduled publish coming due) changes every ETag; the three visits are then
  // made again, once, so the reload is compared with the copy it revalidates.
  for (let attempt = 0; attempt < 2; attempt++) {
    const etags: string[] = [];
    for (const visit of [() => page.goto('/tickets'), () => page.goto('/tickets'), () => page.reload()]) {
      last = await (await visit())!.allHeaders();
      etags.push(last['etag'] ?? '');
      // The router hydrated: the inline context script and the entry module both ran.
      await waitForRouter(page);
      expect(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])).toEqual([]);
    }
    if (new Set(etags).size === 1) break;
  }
  // The reload revalidated Chromium's copy: the server answered 304 (Chromium reports its copy, with the 304's headers).
  expect(last['x-page-cache']).toBe('revalidated');
  expect(violations).toEqual([]);
  // A client navigation from the revalidated page still works.
  const data = page.waitForResponse((response) => isRouteDataPath(new URL(response.url()).pathname));
  await page.getByRole('link', { name: 'Football', exact: true }).first().click();
  expect((await data).status()).toBe(200);
  await expect(page).not.toHaveURL(/\/tickets$/);
  expect(violations).toEqual([]);
});

test('staff responses are private, no-store', async ({ request }) => {
  const page = await request.get('/tickets', { headers: STAFF });
  expect(page.headers()['cache-control']).toBe('private, no-store');
  expect(page.headers()['cdn-cache-control']).toBeUndefined();
  const api = await request.get('/api/v2/navigation', { headers: { ...STAFF, tenant: TENANT } });
  expect(api.headers()['cache-control']).toBe('private, no-store');
});

test("a sport home with a running takeover depends on the visitor's cookies: no shared cache may keep it", async ({ request }) => {
  const redirect = await request.get('/sports/womens-tennis', { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers()['cache-control']).toBe('private, no-store');
  const cookies = redirect
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value.split(';')[0])
    .join('; ');
  const taken = await request.get('/sports/womens-tennis', { maxRedirects: 0, headers: { cookie: cookies } });
  expect(taken.status()).toBe(200);
  expect(taken.headers()['cache-control']).toBe('private, no-cache');
  expect(taken.headers()['cdn-cache-control']).toBeUndefined();
});

test('anonymous API reads revalidate with 304; counted calls are never kept', async ({ api }) => {
  const first = await api.get('/api/v2/navigation');
  expect(first.headers()['cache-control']).toBe(PUBLIC);
  expect(first.headers().vary).toMatch(/tenant/);
  const second = await api.get('/api/v2/navigation', { headers: { 'if-none-match': first.headers().etag! } });
  expect(second.status()).toBe(304);
  const counter = await api.get('/api/v2/promotions/counter?adIds=1');
  expect(counter.headers()['cache-control']).toBe('no-store');
  expect(counter.headers().etag).toBeUndefined();
});

test('the purge hook (staff only) changes every ETag, so caches fetch new copies', async ({ api, staffApi, request }) => {
  const before = (await request.get('/tickets')).headers().etag!;
  expect((await api.post('/api/v2/cache/purge')).status()).toBe(401);
  const version = (await (await api.get('/api/v2/content-version')).json()) as { contentVersion: number };
  const purged = await staffApi.post('/api/v2/cache/purge');
  expect(await purged.json()).toEqual({ contentVersion: version.contentVersion + 1 });
  const after = await request.get('/tickets', { headers: { 'if-none-match': before } });
  expect(after.status()).toBe(200);
  expect(after.headers().etag).not.toBe(before);
});

test.describe('with an external content API that fails (upstream resilience)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a hanging upstream answers within 3.5 s: the last good copy marked stale, else the error page as 503, then fast', async ({
    baseURL,
  }) => {
    const upstream = await upstreamSwitch(new URL(baseURL!));
    const renderer = await externalRenderer(upstream.url);
    const timed = async (path: string) => {
      const started = performance.now();
      const response = await fetch(`${renderer.url}${path}`, { redirect: 'manual' });
      return { response, body: await response.text(), ms: performance.now() - started };
    };
    try {
      const good = await timed('/tickets');
      expect(good.response.status).toBe(200);
      upstream.set('hang');
      // The renderer asks for the content version again once its reading is older than its refresh time (2 s):
      // until then the page is a fresh hit of its cache; the first answer after that is the one measured.
      let stale = good;
      await expect
        .poll(
          async () => {
            stale = await timed('/tickets');
            return stale.response.headers.get('x-page-cache');
          },
          { timeout: 15_000 },
        )
        .not.toBe('hit');
      expect(stale.ms).toBeLessThan(3500);
      expect(stale.response.status).toBe(200);
      expect(stale.response.headers.get('x-page-cache')).toBe('stale');
      expect(stale.response.headers.get('warning')).toContain('110');
      expect(stale.body).toBe(good.body);

      const none = await timed('/staff-directory');
      expect(none.ms).toBeLessThan(3500);
      expect(none.response.status).toBe(503);
      expect(none.response.headers.get('retry-after')).toBe('30');
      expect(none.body).toContain('Something went wrong');

      // The circuit is open now: a dead upstream costs no more waiting.
      const fast = await timed('/calendar');
      expect(fast.response.status).toBe(503);
      expect(fast.ms).toBeLessThan(1000);
      console.info(
        `hanging upstream: stale copy ${stale.ms.toFixed(0)} ms, error page ${none.ms.toFixed(0)} ms, circuit open ${fast.ms.toFixed(0)} ms`,
      );
    } finally {
      renderer.stop();
      await upstream.close();
    }
  });
});

test("the build's scripts: their Brotli copy, immutable, with a script's headers and not a page's", async ({ request }) => {
  const page = await request.get('/sports/football/roster');
  expect(page.headers()['content-security-policy']).toContain("script-src 'self'");
  const scripts = [...(await page.text()).matchAll(/<link rel="modulepreload"[^>]* href="(\/assets\/[^"]+\.js)"/g)].map(
    ([, href]) => href!,
  );
  // The page's first scripts come in under 20 files, not nearly 30 (docs/decisions/0030-fewer-first-scripts.md).
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.length).toBeLessThanOrEqual(16);
  for (const href of scripts) {
    const response = await request.get(href, { headers: { 'accept-encoding': 'br, gzip' } });
    const headers = response.headers();
    expect(response.status(), href).toBe(200);
    expect(headers['content-encoding'], href).toBe('br');
    expect(headers['cache-control'], href).toBe('public, max-age=31536000, immutable');
    expect(headers['x-content-type-options'], href).toBe('nosniff');
    expect(headers['content-security-policy'], href).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['permissions-policy'], href).toBeUndefined();
    // Playwright decodes the body: the copy is the script itself.
    expect((await response.text()).length, href).toBeGreaterThan(0);
  }
  const plain = await request.get(scripts[0]!, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
});

test("a resized picture carries a picture's headers, not a page's", async ({ request }) => {
  const html = await (await request.get('/sports/football/roster')).text();
  const src = /<img[^>]* src="(\/images\/resize\?[^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  expect(src).toBeTruthy();
  const headers = (await request.get(src!)).headers();
  expect(headers['content-type']).toMatch(/^image\/(webp|avif|jpeg|png)$/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers['permissions-policy']).toBeUndefined();
  expect(headers['x-frame-options']).toBeUndefined();
});
