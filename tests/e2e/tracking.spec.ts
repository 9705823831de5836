// Tracking: tags from the store injected after hydration with the page's nonce, the
// data-layer page event, the query flags, and tag managers only when configured. There is no internet here:
// third-party URLs are answered by the test (page.route) and every other outside request is recorded.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { buildSchool } from '#fixtures/school/index.ts';
import { e2eDataDir, expect, test } from './fixtures.ts';
import { TENANT } from './constants.ts';

const school = buildSchool();
const SPORT_HOME = '/sports/womens-water-polo';
type Win = Window & {
  __fanZone?: string[];
  __csp?: string[];
  dataLayer?: Record<string, unknown>[];
  __gpp?: (c: string, cb: (d: { cmpId: number; gppVersion: string }) => void) => void;
};

/** Writes straight to the e2e server's store, as staff tools would, and bumps the content version (caches follow it). */
function writeStore(statements: (db: Database.Database) => void) {
  const db = new Database(join(e2eDataDir(), 'athletics.sqlite'));
  try {
    db.transaction(() => {
      statements(db);
      db.prepare('UPDATE tenants SET content_version = content_version + 1 WHERE id = ?').run(TENANT);
    })();
  } finally {
    db.close();
  }
}
const setSetting = (key: string, body: unknown) =>
  writeStore((db) => db.prepare('UPDATE settings SET body = ? WHERE tenant = ? AND key = ?').run(JSON.stringify(body), TENANT, key));
const readSetting = (key: string): unknown => {
  const db = new Database(join(e2eDataDir(), 'athletics.sqlite'), { readonly: true });
  try {
    return JSON.parse((db.prepare('SELECT body FROM settings WHERE tenant = ? AND key = ?').get(TENANT, key) as { body: string }).body);
  } finally {
    db.close();
  }
};
const publishTag = (id: number, published: boolean) =>
  writeStore((db) =>
    db
      .prepare(
        "UPDATE documents SET published = ?, body = json_set(body, '$.published', json(?)) WHERE tenant = ? AND collection = 'tracking_tags' AND id = ?",
      )
      .run(published ? 1 : 0, String(published), TENANT, id),
  );

/** Records CSP violations from the first script on, answers third-party script URLs, records every outside request. */
async function watch(page: Page, baseURL: string) {
  const outside: string[] = [];
  await page.addInitScript(() => {
    const w = window as Win;
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp!.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.route(
    (url) => url.origin !== new URL(baseURL).origin,
    async (route) => {
      const url = route.request().url();
      outside.push(url);
      if (url.startsWith('https://tags.fanzone.example/'))
        return route.fulfill({ contentType: 'text/javascript', body: '(window.__fanZone = window.__fanZone || []).push("loader");' });
      if (/^https:\/\/(www\.googletagmanager\.com|transcend-cdn\.com)\//.test(url))
        return route.fulfill({ contentType: 'text/javascript', body: '/* third-party stand-in */' });
      return route.abort();
    },
  );
  return outside;
}
const markers = (page: Page) => page.evaluate(() => (window as Win).__fanZone ?? []);
const violations = (page: Page) => page.evaluate(() => (window as Win).__csp ?? []);
const pageEvents = (page: Page) => page.evaluate(() => ((window as Win).dataLayer ?? []).filter((e) => e.event === 'virtual_page_view'));

test('the default home page loads no third-party URL, no tag and no tracking code at all', async ({ page, baseURL }) => {
  const outside = await watch(page, baseURL!);
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(outside).toEqual([]);
  await expect(page.locator('[data-tracking-tag]')).toHaveCount(0);
  // Nothing to feed (no tag applies, no tag manager configured): no tracking chunk, no tag search, no event.
  expect(scripts.filter((path) => /track/.test(path))).toEqual([]);
  expect(await pageEvents(page)).toEqual([]);
  expect(await violations(page)).toEqual([]);
});

test('a page with tags pushes the data-layer page event with the logged-out user and a local-offset timestamp', async ({ page }) => {
  await page.goto(SPORT_HOME);
  await expect.poll(() => pageEvents(page)).toHaveLength(1);
  const [event] = await pageEvents(page);
  expect(event).toMatchObject({
    page: { path: SPORT_HOME },
    user: { loggedIn: false, userId: '', membershipType: '', signUpDate: '', subscriptionDate: '' },
  });
  expect(String(event!.timestamp)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d\d:\d\d$/);
});

test("a sport's tags are injected after hydration, in head, open body and close body, allowed by the CSP; no violation", async ({
  page,
  baseURL,
}) => {
  const outside = await watch(page, baseURL!);
  const response = await page.goto(SPORT_HOME);
  // Injected by the browser after hydration: the server's HTML has none (first paint never waits on them).
  expect(await response!.text()).not.toContain('data-tracking-tag');
  await expect.poll(() => markers(page)).toEqual(expect.arrayContaining(['head', 'close-body', 'google', 'loader']));
  const placed = await page.evaluate(() => {
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]:not([data-tracking-tag])')?.nonce ?? '';
    const tagged = [...document.querySelectorAll<HTMLElement>('[data-tracking-tag]')];
    return {
      nonce,
      scripts: tagged.filter((e): e is HTMLScriptElement => e.tagName === 'SCRIPT').map((s) => s.nonce),
      head: tagged
        .filter((e) => e.parentElement === document.head)
        .map((e) => `${e.tagName}:${e.dataset.trackingTag}`)
        .toSorted(),
      first: `${document.body.firstElementChild?.tagName}:${(document.body.firstElementChild as HTMLElement).dataset.trackingTag}`,
      lastScripts: [...document.body.children].slice(-2).map((e) => `${e.tagName}:${(e as HTMLElement).dataset.trackingTag}`),
      ids: [...new Set(tagged.map((e) => e.dataset.trackingTag))].toSorted(),
    };
  });
  // The tag's stylesheet (same origin: the CSP allows no other) loaded.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.styleSheets].some((sheet) => sheet.href?.endsWith('/tracking/fan-zone.css') && sheet.cssRules.length > 0),
      ),
    )
    .toBe(true);
  // With no tag manager configured the page may be a cached copy without a nonce: its tags then run
  // by the hashes its CSP lists. Either way each tag script carries exactly the page's nonce, if any.
  expect(placed.scripts.every((n) => n === placed.nonce)).toBe(true);
  expect(placed.head).toEqual(['LINK:2', 'SCRIPT:1', 'SCRIPT:5', 'STYLE:1']);
  expect(placed.first).toBe('NOSCRIPT:1');
  expect(placed.lastScripts).toEqual(['SCRIPT:1', 'SCRIPT:2']);
  // The empty stylesheet (3) and the tag with an image (4) are dropped.
  expect(placed.ids).toEqual(['1', '2', '5']);
  expect(await markers(page)).not.toContain('pixel');
  expect(outside).toEqual(['https://tags.fanzone.example/loader.js']);
  expect(await violations(page)).toEqual([]);
});

test('after a client-side navigation the data layer gets the new page and the page its own tags', async ({ page, baseURL }) => {
  await watch(page, baseURL!);
  await page.goto(SPORT_HOME);
  await expect.poll(() => pageEvents(page)).toHaveLength(1);
  await page.locator('.sport-nav').getByRole('link', { name: 'Schedule', exact: true }).first().click();
  await expect(page).toHaveURL(/\/schedule/);
  await expect.poll(() => pageEvents(page)).toHaveLength(2);
  const events = await pageEvents(page);
  expect(events[1]).toMatchObject({ page: { name: 'schedule', sport: 'wwpolo' }, user: { loggedIn: false } });
  await expect.poll(() => markers(page)).toContain('schedule');
  expect(await violations(page)).toEqual([]);
});

test('tracking_tags_enabled=false shows no tag; disable_gtm=client skips the Google-named one', async ({ page, baseURL }) => {
  const outside = await watch(page, baseURL!);
  await page.goto(`${SPORT_HOME}?tracking_tags_enabled=false`);
  await expect.poll(() => pageEvents(page)).toHaveLength(1);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-tracking-tag]')).toHaveCount(0);
  expect(await markers(page)).toEqual([]);
  expect(outside).toEqual([]);

  await page.goto(`${SPORT_HOME}?disable_gtm=client`);
  await expect.poll(() => markers(page)).toEqual(expect.arrayContaining(['head', 'close-body']));
  expect(await markers(page)).not.toContain('google');
});

test.describe('switched on through the store', () => {
  test.describe.configure({ mode: 'serial' });
  let siteConfig: Record<string, unknown>;
  let analytics: unknown;
  test.beforeAll(() => {
    siteConfig = readSetting('site_config') as Record<string, unknown>;
    analytics = readSetting('analytics');
  });
  test.afterAll(() => {
    setSetting('site_config', siteConfig);
    setSetting('analytics', analytics);
    publishTag(8, false);
  });

  test('configured ids load the consent manager and tag managers with the nonce; the CSP names exactly their origins', async ({
    page,
    baseURL,
  }) => {
    setSetting('site_config', { ...siteConfig, gtmIds: ['GTM-PROV01'], consentBundleId: 'e2e-bundle' });
    setSetting('analytics', { analyticsMeasurementIds: ['G-E2E1234'], tagManagerCodes: ['GTM-CLIENT1'] });
    const outside = await watch(page, baseURL!);
    const response = await page.goto('/tickets');
    const csp = response!.headers()['content-security-policy']!;
    expect(csp).toContain("script-src 'self' 'nonce-");
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com https:\/\/transcend-cdn\.com/);
    expect(csp).not.toContain('*');
    await expect
      .poll(() => outside.toSorted())
      .toEqual([
        'https://transcend-cdn.com/cm/e2e-bundle/airgap.js',
        'https://www.googletagmanager.com/gtag/js?id=G-E2E1234',
        'https://www.googletagmanager.com/gtm.js?id=GTM-CLIENT1',
        'https://www.googletagmanager.com/gtm.js?id=GTM-PROV01',
      ]);
    const state = await page.evaluate(() => {
      const w = window as Win;
      let ping: { cmpId: number; gppVersion: string } | null = null;
      w.__gpp?.('ping', (d) => (ping = d));
      const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
      const thirdParty = [...document.querySelectorAll<HTMLScriptElement>('script[src^="https://"]')];
      return {
        ping,
        nonced: thirdParty.length > 0 && thirdParty.every((s) => s.nonce === nonce),
        gtm: (w.dataLayer ?? []).some((e) => e.event === 'gtm.js'),
      };
    });
    expect(state).toEqual({ ping: expect.objectContaining({ cmpId: 31, gppVersion: '1.1' }), nonced: true, gtm: true });
    expect(await violations(page)).toEqual([]);

    // disable_gtm=true and disable_airgap=true: none of them; transcend_test_bundle=true: the test bundle.
    outside.length = 0;
    await page.goto('/tickets?disable_gtm=true&disable_airgap=true');
    await expect.poll(() => pageEvents(page)).toHaveLength(1);
    await page.waitForLoadState('networkidle');
    expect(outside).toEqual([]);
    await page.goto('/tickets?disable_gtm=athletics&transcend_test_bundle=true');
    await expect
      .poll(() => outside.toSorted())
      .toEqual([
        'https://transcend-cdn.com/cm-test/e2e-bundle/airgap.js',
        'https://www.googletagmanager.com/gtag/js?id=G-E2E1234',
        'https://www.googletagmanager.com/gtm.js?id=GTM-CLIENT1',
      ]);
  });

  test('a global tag switched on shows on any page; the player bio (requiresContentId) gets its own', async ({ page, baseURL }) => {
    publishTag(8, true);
    await watch(page, baseURL!);
    await page.goto('/tickets');
    await expect.poll(() => markers(page)).toEqual(['global']);
    // The player bio route requires a content id: its tag waits for it, then opens the body.
    const player = school.roster.find(
      (p) => String(p.id) === school.tracking.tags.find((t) => t.name === 'Player spotlight')!.contentIds[0],
    )!;
    await page.goto(`${SPORT_HOME}/roster/${player.slug}/${player.id}`);
    await expect.poll(() => markers(page)).toEqual(expect.arrayContaining(['global', 'player', 'head']));
    expect(await page.evaluate(() => (document.body.firstElementChild as HTMLElement).dataset.trackingTag)).toBe('6');
    expect(await violations(page)).toEqual([]);
  });
});
