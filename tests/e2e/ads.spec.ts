import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { buildSchool, FULL_STORY_MARK } from '#fixtures/school/index.ts';
import { e2eDataDir, expect, navigateInApp, test } from './fixtures.ts';

// Ads: nothing of the ad service without one; with one (switched on in the store), the
// library loads from its own origin, hears each page's targeting, and refreshes on every client navigation.

const SITE_ID = 'northfield-e2e.example.com';
const LIBRARY = `https://htlbid.com/stage/v3/${SITE_ID}/htlbid`;
const school = buildSchool();
const story = school.stories.find((s) => s.content_template === FULL_STORY_MARK)!;
const storySport = school.sports.find((s) => s.id === story.sport_id)!;

/** A stand-in for the ad library: runs the queue like the real one and records every call. */
const FAKE_LIBRARY = `(() => {
  const calls = (window.__adCalls = []);
  const queued = (window.htlbid && window.htlbid.cmd) || [];
  window.htlbid = {
    cmd: { push: (command) => command() },
    layout: (name) => calls.push(['layout', name]),
    setTargeting: (key, value) => calls.push([key, value]),
    newPage: () => calls.push(['newPage']),
    forceRefresh: () => calls.push(['forceRefresh']),
  };
  queued.forEach((command) => command());
})();`;

type Call = [string, string?];

function setAdService(adService: { siteId: string; isTesting: boolean } | null): void {
  const db = new Database(join(e2eDataDir(), 'athletics.sqlite'));
  db.transaction(() => {
    const row = db.prepare("SELECT body FROM settings WHERE tenant='northfield' AND key='site'").get() as { body: string };
    const site = { ...JSON.parse(row.body), adService };
    db.prepare("UPDATE settings SET body = ? WHERE tenant='northfield' AND key='site'").run(JSON.stringify(site));
    db.prepare("UPDATE tenants SET content_version = content_version + 1 WHERE id='northfield'").run();
  })();
  db.close();
}

async function serveFakeLibrary(page: Page, requested: string[] = []): Promise<void> {
  await page.route(`${LIBRARY}.js`, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_LIBRARY });
  });
  await page.route(`${LIBRARY}.css`, (route) => route.fulfill({ contentType: 'text/css', body: '.ad-slot{outline:0}' }));
}

const calls = (page: Page) => page.evaluate(() => (window as unknown as { __adCalls?: Call[] }).__adCalls ?? []);
const targeting = (list: Call[]) => Object.fromEntries(list.filter((c) => c.length === 2).map(([k, v]) => [k, v]));

/** A client-side navigation, as a link click makes (React Router's own router). */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate(() => void ((window as unknown as { __adCalls: Call[] }).__adCalls.length = 0));
  await navigateInApp(page, path);
  await expect.poll(async () => (await calls(page)).map((c) => c[0]).slice(-2)).toEqual(['newPage', 'forceRefresh']);
}

test.describe('without an ad service (the default site)', () => {
  test('no ad slot, no empty band above the header, no third-party request, no ad host in the CSP', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) foreign.push(request.url());
    });
    for (const path of ['/', '/tickets', story.url]) {
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      expect(response?.headers()['content-security-policy']).not.toContain('htlbid');
      await expect(page.locator('.ad-slot, .top-ad, [id^="htlad"]')).toHaveCount(0);
      // The header starts right under the alert banner (or the top of the page): nothing reserved above it.
      const alerts = await page.locator('.alert-banners').boundingBox();
      const header = await page.locator('.site-header').boundingBox();
      expect(header!.y).toBeCloseTo(alerts ? alerts.y + alerts.height : 0, 0);
    }
    expect(foreign).toEqual([]);
  });
});

test.describe('with an ad service', () => {
  test.beforeAll(() => setAdService({ siteId: SITE_ID, isTesting: true }));
  test.afterAll(() => setAdService(null));

  test('loads the stage library of the site id, allowed by the CSP, with the first page targeting and the adtest flag', async ({
    page,
  }) => {
    const requested: string[] = [];
    await serveFakeLibrary(page, requested);
    const response = await page.goto('/?adtest=e2e-run');
    expect(response?.headers()['content-security-policy']).toMatch(/script-src [^;]*https:\/\/htlbid\.com/);
    await expect.poll(async () => (await calls(page)).length).toBeGreaterThan(3);
    expect(requested).toEqual([`${LIBRARY}.js`]);
    const first = await calls(page);
    expect(first[0]).toEqual(['layout', 'universal']);
    expect(first.map((c) => c[0])).not.toContain('newPage');
    expect(targeting(first)).toMatchObject({ is_testing: 'yes', page_type: 'home', ad_section: 'frontpage', url: '/', adtest: 'e2e-run' });
    expect(targeting(first).title).toBe(await page.title());
    await expect(page.locator('#htlad-top')).toHaveCount(1);
    await expect(page.locator('.site-header #htlad-header-sponsor')).toHaveCount(1);
  });

  test('every client navigation sends its targeting, then a new-page call and a forced refresh', async ({ page }) => {
    await serveFakeLibrary(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect.poll(async () => (await calls(page)).length).toBeGreaterThan(3);
    const cases: [string, Record<string, string>][] = [
      ['/sports/football', { page_type: 'sport-home', ad_section: 'mfootbl' }],
      [story.url, { page_type: 'stories', ad_section: storySport.global_sport_shortname }],
      ['/archives', { page_type: 'stories-archives', ad_section: 'ot' }],
      ['/galleries', { page_type: 'photogallery', ad_section: 'ot' }],
      ['/signingday/2026', { page_type: 'schedule-signingday', ad_section: 'signingday' }],
      ['/sports/mens-water-polo/schedule', { page_type: 'schedule-list', ad_section: 'ot' }],
      ['/tickets', { page_type: 'unknown', ad_section: 'ot' }],
    ];
    for (const [path, expected] of cases) {
      await navigate(page, path);
      const list = await calls(page);
      expect(list.slice(-2), path).toEqual([['newPage'], ['forceRefresh']]);
      expect(targeting(list), path).toMatchObject({ ...expected, url: path, is_testing: 'yes' });
      expect(targeting(list).title, path).toBe(await page.title());
      expect(targeting(list).adtest, path).toBeUndefined();
    }
    // spec 2.5: the story's outstream slot; the top slot's id follows the page.
    await navigate(page, story.url);
    await expect(page.locator('main #htlad-outstream')).toHaveCount(1);
    await expect(page.locator('#htlad-common-top')).toHaveCount(1);
  });

  test('a library that cannot load is logged as "ad service not available", its space collapses, and navigation carries on', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route(`${LIBRARY}.js`, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.route(`${LIBRARY}.css`, (route) => route.fulfill({ contentType: 'text/css', body: '' }));
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect.poll(() => warnings.filter((w) => w.includes('ad service not available')).length).toBe(1);
    await expect(page.locator('.top-ad')).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-ad-service', 'unavailable');
    await navigateInApp(page, '/sports/football');
    await expect(page.getByRole('heading', { level: 2, name: 'Football' })).toBeVisible();
    await expect.poll(() => warnings.filter((w) => w.includes('ad service not available')).length).toBe(2);
  });

  test('on a small screen the top ad can be closed; the header keeps logo, sponsor ad, search and menu in order', async ({
    browser,
    checkA11y,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await serveFakeLibrary(page);
    await page.goto('/tickets', { waitUntil: 'networkidle' });
    const header = page.locator('.site-header');
    const xs = await Promise.all(
      ['.site-logo', '#htlad-header-sponsor', '.search-toggle', '.mobile-menu-toggle'].map(
        async (s) => (await header.locator(s).boundingBox())!.x,
      ),
    );
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    await checkA11y(page);
    await page.getByRole('button', { name: 'Close advertisement' }).click();
    await expect(page.locator('.top-ad')).toHaveCount(0);
    await expect(page.locator('#back-to-top')).toBeFocused();
    await context.close();
  });

  test('on a wide screen the top ad hides once scrolled past its height', async ({ page }) => {
    await serveFakeLibrary(page);
    await page.goto('/sports/football/roster', { waitUntil: 'networkidle' });
    const ad = page.locator('.top-ad');
    await expect(ad).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close advertisement' })).toBeHidden();
    await page.mouse.wheel(0, 1500);
    await expect(ad).toHaveAttribute('data-scrolled-past', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(ad).not.toHaveAttribute('data-scrolled-past');
  });
});
