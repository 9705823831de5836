import type { Page, Route } from '@playwright/test';
import { buildSchool, FULL_STORY_MARK } from '#fixtures/school/index.ts';
import { ROTATOR_CHECK_DELAY_MS } from '#src/chrome/rotators.tsx';
import { HOVER_INTENT_MS, VIEWPORT_PRELOAD_IDLE_TIMEOUT_MS } from '#src/chrome/route-preloads.tsx';
import { isRouteDataPath, routeDataPath } from '#src/router/react-router-adapter.ts';
import { expect, isSameDocument, markDocument, navigateInApp, nextFrames, test } from './fixtures.ts';

// Client behaviours: route preloads (spec 2.5, 9), chunk-load failure recovery (spec 4),
// the print helper (spec 2.7), the rotator state after navigation (spec 4), sport icons (spec 3).

const school = buildSchool();
const story = school.stories.find((s) => s.content_template === FULL_STORY_MARK)!;
const isData = (url: string) => isRouteDataPath(new URL(url).pathname);

/** Holds every route-data request until released, so a test sees how many run at once. */
function holdData(page: Page) {
  const held: Route[] = [];
  const started: string[] = [];
  let mostAtOnce = 0;
  void page.route(
    (url) => isData(url.href),
    async (route) => {
      started.push(new URL(route.request().url()).pathname);
      held.push(route);
      mostAtOnce = Math.max(mostAtOnce, held.length);
    },
  );
  return {
    started,
    get mostAtOnce() {
      return mostAtOnce;
    },
    /** The data paths of the requests held now. */
    held: () => held.map((route) => new URL(route.request().url()).pathname).sort(),
    async releaseAll() {
      const now = held.splice(0);
      await Promise.all(now.map((r) => r.continue().catch(() => undefined)));
    },
  };
}

/** The route data the page preloads now: React Router's prefetch links, which the route preloads render. */
const shownPreloads = (page: Page) =>
  page.locator('link[rel="prefetch"]').evaluateAll((links) =>
    links
      .map((link) => new URL((link as HTMLLinkElement).href).pathname)
      .filter((path) => path.endsWith('.data'))
      .sort(),
  );

/**
 * Waits until the page's preloads have settled: every preload it shows has reached the network (and is held),
 * and nothing held is still shown as loading. What the queue decided is then all there is to see.
 */
async function preloadsSettled(page: Page, data: ReturnType<typeof holdData>): Promise<void> {
  await expect.poll(async () => JSON.stringify(await shownPreloads(page)) === JSON.stringify(data.held())).toBe(true);
}

test('links in view preload their routes at most 4 at once, and a page full of links does not fetch them all', async ({ page }) => {
  const data = holdData(page);
  await page.goto('/');
  const internal = await page.locator('a[href^="/"]:not([target])').count();
  expect(internal).toBeGreaterThan(60);
  // Scroll the whole page past the viewport so every link has been in view once (in a rendered frame, where the
  // intersection observer sees it).
  for (let y = 500; y <= 6000; y += 500) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await nextFrames(page);
  }
  await expect.poll(() => data.started.length).toBe(4);
  await preloadsSettled(page, data);
  expect(data.started).toHaveLength(4);
  // Each time the running preloads finish, the next links in view take their places, until the page's budget
  // is spent or no link in view is left.
  for (let round = 0; data.held().length > 0; round++) {
    expect(round, 'more rounds than the budget allows').toBeLessThan(8);
    await data.releaseAll();
    await preloadsSettled(page, data);
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
  const responses: { path: string; type: string; fromCache: boolean; requestId: string }[] = [];
  const finished = new Set<string>();
  cdp.on('Network.responseReceived', (event) => {
    const { url, fromDiskCache, fromPrefetchCache } = event.response;
    if (isData(url))
      responses.push({
        path: new URL(url).pathname,
        type: event.type,
        fromCache: fromDiskCache === true || fromPrefetchCache === true,
        requestId: event.requestId,
      });
  });
  cdp.on('Network.loadingFinished', (event) => finished.add(event.requestId));
  await page.goto('/sports/football');
  const link = page.locator('.sport-nav-links a[href="/sports/football/roster"]');
  await link.hover();
  const roster = () => responses.filter((r) => r.path === routeDataPath('/sports/football/roster', 'http://site.invalid'));
  await expect.poll(() => roster().length).toBe(1);
  expect(roster()[0]!.type).not.toBe('Fetch');
  // The visitor chooses the link once the preload is in the browser's cache. It stays fresh there as long as the
  // route data may be kept (the max-age of the next test), a time kept by the browser's cache, not the page.
  await expect.poll(() => finished.has(roster()[0]!.requestId)).toBe(true);
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
  // The first connection allows preloads: the same steps preload there, so they would show a preload that ran.
  const connections = [
    { saveData: false, effectiveType: '4g' },
    { saveData: true, effectiveType: '4g' },
    { saveData: false, effectiveType: '2g' },
  ];
  for (const [index, connection] of connections.entries()) {
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
    // The page's timers run on a clock the test moves on: past the hover intent, then past the longest wait
    // before links in view preload.
    await page.clock.install();
    await page.goto('/sports/football');
    await page.locator('.sport-nav-links a[href="/sports/football/roster"]').hover();
    await page.clock.runFor(HOVER_INTENT_MS);
    await page.evaluate(() => window.scrollTo({ top: 3000, behavior: 'instant' }));
    await page.clock.runFor(VIEWPORT_PRELOAD_IDLE_TIMEOUT_MS);
    // The intersection observer's entries for the links now in view are delivered (with a new observer's first),
    // and the page renders what they asked for.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const observer = new IntersectionObserver(() => (observer.disconnect(), resolve()));
          observer.observe(document.body);
        }),
    );
    await nextFrames(page);
    if (index === 0) await expect.poll(() => fetched.length, JSON.stringify(connection)).toBeGreaterThan(0);
    else expect(fetched, JSON.stringify(connection)).toEqual([]);
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
  // The chunk is gone for the document the visitor has open (its module preload and its import alike); the
  // reload is a new document, which finds it.
  let failures = 0;
  let reloads = 0;
  await page.route(SWIPER_CHUNK, (route) => {
    if (reloads > 0) return route.continue();
    failures += 1;
    return route.fulfill({ status: 404, body: 'gone' });
  });
  // The visitor's reach loads Swiper, not the autoplay (which fetches it shortly before its first advance): the
  // page's clock stands still from the moment the page is up until the reload.
  await page.clock.install();
  await page.goto('/');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  await markDocument(page);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloads += 1;
  });
  await page.locator('[data-carousel="hero"] .promotion-viewport').hover();
  await expect.poll(() => isSameDocument(page).catch(() => true)).toBe(false);
  expect(failures).toBeGreaterThan(0);
  await page.clock.resume();
  await page.locator('[data-carousel="hero"] .promotion-viewport').hover();
  await expect(page.locator('[data-carousel="hero"] .swiper.swiper-initialized')).toHaveCount(1, { timeout: 10_000 });
  expect(reloads).toBe(1);
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
  await page.clock.install();
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
  // Past the rotator check (ROTATOR_CHECK_DELAY_MS after the route change): still paused, no Swiper rotating.
  await page.clock.runFor(ROTATOR_CHECK_DELAY_MS);
  await expect(hero).toHaveAttribute('data-playing', 'false');
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll('.swiper')].some(
        (el) => (el as unknown as { swiper?: { autoplay?: { running: boolean } } }).swiper?.autoplay?.running,
      ),
    ),
  ).toBe(false);
  await page.getByRole('button', { name: 'Play All Rotators' }).focus();
  await page.keyboard.press('Enter');
  await expect(hero).toHaveAttribute('data-playing', 'true');
});

test('sport icons: the public icon map, the sport header and the sports directory draw them; axe clean', async ({
  page,
  request,
  checkA11y,
}) => {
  test.setTimeout(60_000); // two axe runs, on a shared machine
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
