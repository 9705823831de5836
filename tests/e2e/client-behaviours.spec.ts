import type { Page, Route } from '@playwright/test';
import { buildSchool, FULL_STORY_MARK } from '#fixtures/school/index.ts';
import { isRouteDataPath, routeDataPath } from '#src/router/react-router-adapter.ts';
import { expect, isSameDocument, markDocument, navigateInApp, test } from './fixtures.ts';

// Client behaviours (issue 11 part 7): route preloads (spec 2.5, 9), chunk-load failure recovery (spec 4),
// the print helper (spec 2.7), the rotator state after navigation (spec 4), sport icons (spec 3).

const school = buildSchool();
const story = school.stories.find((s) => s.content_template === FULL_STORY_MARK)!;
const isData = (url: string) => isRouteDataPath(new URL(url).pathname);

/** Holds every route-data request until released, so a test sees how many run at once. */
function holdData(page: Page) {
  const held: Route[] = [];
  const started: string[] = [];
  let running = 0;
  let mostAtOnce = 0;
  void page.route((url) => isData(url.href), async (route) => {
    started.push(new URL(route.request().url()).pathname);
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    held.push(route);
  });
  return {
    started,
    get mostAtOnce() {
      return mostAtOnce;
    },
    async releaseAll() {
      const now = held.splice(0);
      running -= now.length;
      await Promise.all(now.map((r) => r.continue().catch(() => undefined)));
    },
  };
}

test('links in view preload their routes at most 4 at once, and a page full of links does not fetch them all', async ({ page }) => {
  const data = holdData(page);
  await page.goto('/');
  const internal = await page.locator('a[href^="/"]:not([target])').count();
  expect(internal).toBeGreaterThan(60);
  // Scroll the whole page past the viewport so every link has been in view once.
  for (let y = 0; y < 6000; y += 500) {
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(60);
  }
  await expect.poll(() => data.started.length).toBe(4);
  await page.waitForTimeout(500);
  expect(data.started).toHaveLength(4);
  for (let round = 0; round < 8; round++) {
    await data.releaseAll();
    await page.waitForTimeout(300);
  }
  expect(data.mostAtOnce).toBe(4);
  // The per-page budget for links merely in view (12), far below the page's links.
  expect(data.started.length).toBeGreaterThanOrEqual(8);
  expect(data.started.length).toBeLessThanOrEqual(12);
  expect(new Set(data.started).size).toBe(data.started.length);
});

test('a link the visitor reaches for preloads its page, which then opens from the preload', async ({ page }) => {
  // Chromium says (DevTools protocol) which responses came from the prefetch cache.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const responses: { path: string; type: string; fromCache: boolean }[] = [];
  cdp.on('Network.responseReceived', (event) => {
    const { url, fromDiskCache, fromPrefetchCache } = event.response;
    if (isData(url)) responses.push({ path: new URL(url).pathname, type: event.type, fromCache: fromDiskCache === true || fromPrefetchCache === true });
  });
  await page.goto('/sports/football');
  const link = page.locator('.sport-nav-links a[href="/sports/football/roster"]');
  await link.hover();
  const roster = () => responses.filter((r) => r.path === routeDataPath('/sports/football/roster', 'http://site.invalid'));
  await expect.poll(() => roster().length).toBe(1);
  expect(roster()[0]!.type).not.toBe('Fetch');
  // A visitor reads the link a while before choosing it: the preload is still fresh.
  await page.waitForTimeout(5000);
  await markDocument(page);
  await link.click();
  await expect(page).toHaveURL(/\/sports\/football\/roster$/);
  await expect(page.locator('[data-widget="roster"]')).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
  // The navigation asked for the very URL the preload fetched, and the browser answered from the prefetch cache.
  await expect.poll(() => roster().length).toBe(2);
  expect(roster()[1]).toMatchObject({ type: 'Fetch', fromCache: true });
});

test('route data may be kept by the visitor’s browser for 30 s, per sign-in state, and never by shared caches', async ({ request }) => {
  const response = await request.get(`${routeDataPath('/sports/football/roster', 'http://site.invalid')}?_routes=roster_list`);
  expect(response.headers()['cache-control']).toBe('private, max-age=30');
  expect(response.headers().vary).toMatch(/Cookie/i);
  // The document itself keeps its own rules.
  const page = await request.get('/sports/football/roster');
  expect(page.headers()['cache-control'] ?? '').not.toContain('max-age=30');
});

test('no preloads in save-data mode or on 2g', async ({ browser }) => {
  for (const connection of [{ saveData: true, effectiveType: '4g' }, { saveData: false, effectiveType: '2g' }]) {
    const context = await browser.newContext();
    await context.addInitScript((conn) => {
      const fake = Object.assign(new EventTarget(), conn);
      Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => fake });
    }, connection);
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (isData(r.url())) fetched.push(r.url());
    });
    await page.goto('/sports/football');
    await page.locator('.sport-nav-links a[href="/sports/football/roster"]').hover();
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(1500);
    expect(fetched, JSON.stringify(connection)).toEqual([]);
    await context.close();
  }
});

test('a route module gone after a deploy: the visitor lands on the target page, loaded as a document', async ({ page, checkA11y }) => {
  const missing: string[] = [];
  await page.route(/\/assets\/login-[^/]+\.js$/, (route) => {
    missing.push(route.request().url());
    return route.fulfill({ status: 404, body: 'gone' });
  });
  await page.goto('/');
  await markDocument(page);
  const lengthBefore = await page.evaluate(() => history.length);
  // A client navigation as a link makes it (the document reloads under the call, so it is not awaited).
  void navigateInApp(page, '/login').catch(() => undefined);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Staff Sign In' })).toBeVisible();
  expect(await isSameDocument(page)).toBe(false);
  expect(missing.length).toBeGreaterThan(0);
  // The target is a new history entry: back returns to the page the visitor came from.
  expect(await page.evaluate(() => history.length)).toBe(lengthBefore + 1);
  await page.unroute(/\/assets\/login-[^/]+\.js$/);
  await checkA11y(page);
});

test('a widget chunk gone after a deploy: the target page reloads once and shows the widget', async ({ page }) => {
  let failures = 0;
  await page.route(/\/assets\/schedule-[^/]+\.js$/, async (route) => {
    if (failures > 0) return route.continue();
    failures += 1;
    return route.fulfill({ status: 404, body: 'gone' });
  });
  await page.goto('/sports/football');
  await markDocument(page);
  await page.locator('.sport-nav-links a[href="/sports/football/schedule"]').click();
  await expect(page).toHaveURL(/\/sports\/football\/schedule$/);
  await expect(page.locator('[data-widget="schedule"]').first()).toBeVisible();
  await expect.poll(() => isSameDocument(page)).toBe(false);
  expect(failures).toBe(1);
  await expect(page.locator('[data-widget-error]')).toHaveCount(0);
});

test('a lazily imported chunk gone after a deploy (Swiper for a carousel) reloads the page once, then works', async ({ page }) => {
  const SWIPER_CHUNK = /\/assets\/carousel-(?!frame)[^/]+\.js$/;
  let failures = 0;
  await page.route(SWIPER_CHUNK, (route) => {
    if (failures > 0) return route.continue();
    failures += 1;
    return route.fulfill({ status: 404, body: 'gone' });
  });
  await page.goto('/');
  await markDocument(page);
  await page.locator('[data-carousel="hero"] .promotion-viewport').hover();
  await expect.poll(() => isSameDocument(page).catch(() => true)).toBe(false);
  expect(failures).toBe(1);
  await page.locator('[data-carousel="hero"] .promotion-viewport').hover();
  await expect(page.locator('[data-carousel="hero"] .swiper.swiper-initialized')).toHaveCount(1, { timeout: 10_000 });
});

test('the story’s Print opens the story alone in a new window, which prints after 1.5 s and closes', async ({ page, context }) => {
  await page.goto(story.url);
  const opened = Date.now();
  const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Print' }).click()]);
  await expect(popup.getByRole('heading', { level: 2, name: story.title })).toBeVisible();
  expect(await popup.evaluate(() => [...document.querySelectorAll('main > *')].map((e) => e.tagName))).toEqual(['ARTICLE']);
  expect(await popup.locator('header.site-header, footer').count()).toBe(0);
  await popup.waitForEvent('close', { timeout: 10_000 });
  expect(Date.now() - opened).toBeGreaterThanOrEqual(1500);
});

test('"Pause All Rotators" holds for carousels mounted after a client navigation', async ({ page }) => {
  await page.goto('/sports/football');
  const control = page.getByRole('button', { name: 'Pause All Rotators' });
  await control.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Play All Rotators' })).toHaveCount(1);
  await markDocument(page);
  await page.locator('header a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/$/);
  const hero = page.locator('[data-carousel="hero"]');
  await expect(hero).toHaveAttribute('data-playing', 'false');
  expect(await isSameDocument(page)).toBe(true);
  // Past the rotator check (2 s after the route change): still paused, and no Swiper rotating anywhere.
  await page.waitForTimeout(2500);
  await expect(hero).toHaveAttribute('data-playing', 'false');
  expect(await page.evaluate(() => [...document.querySelectorAll('.swiper')].some((el) => (el as unknown as { swiper?: { autoplay?: { running: boolean } } }).swiper?.autoplay?.running))).toBe(false);
  await page.getByRole('button', { name: 'Play All Rotators' }).focus();
  await page.keyboard.press('Enter');
  await expect(hero).toHaveAttribute('data-playing', 'true');
});

test('sport icons: the public icon map, the sport header and the sports directory draw them; axe clean', async ({ page, request, checkA11y }) => {
  const map = (await (await request.get('/icon-mapper.json')).json()) as { fallback: string; icons: Record<string, string> };
  expect(map.fallback).toBe('all-sports');
  expect(map.icons.mfootbl).toBe('football');
  expect((await request.get('/images/sport-icons.svg')).ok()).toBe(true);
  await page.goto('/sports/football');
  await expect(page.locator('.sport-nav-title svg[data-icon="football"]')).toHaveCount(1);
  await checkA11y(page);
  await page.goto('/');
  await expect(page.locator('.sports-directory-sport svg[data-icon="basketball"]').first()).toBeAttached();
  await checkA11y(page);
});
