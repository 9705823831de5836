import ICAL from 'ical.js';
import { isRouteDataPath } from '#src/router/react-router-adapter.ts';
import { expect, test } from './fixtures.ts';

// The schedule widget: page, text and print variants, the location filter, the iCal feed.
// SITE_NOW is 2026-11-21 (tests/e2e/constants.ts): football's current season is 2026.

const games = (page: import('@playwright/test').Page) => page.locator('article.schedule-game');

test('the schedule page is server-rendered with the current season, record and games', async ({ request }) => {
  const response = await request.get('/sports/football/schedule');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('2026 Season');
  expect(html).toMatch(/class="schedule-game"/);
  expect(html).toContain('Subscribe (iCal)');
  expect(html).toMatch(/<dt>Overall<\/dt>/);
});

test('filters by location with the keyboard, in place, shareable by URL, axe clean', async ({ page, checkA11y }) => {
  await page.goto('/sports/football/schedule', { waitUntil: 'networkidle' });
  const total = await games(page).count();
  expect(total).toBeGreaterThan(5);
  const dataRequests: string[] = [];
  page.on('request', (request) => {
    // Route preloads of the links in view (prefetch links, not fetches) are not the filter's doing.
    if (request.resourceType() === 'fetch' && (isRouteDataPath(new URL(request.url()).pathname) || request.url().includes('/api/')))
      dataRequests.push(request.url());
  });
  await page.getByRole('radio', { name: 'All' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Home' })).toBeChecked();
  await expect(page).toHaveURL(/\?location=H$/);
  for (const marker of await games(page).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-location')))) {
    expect(marker).toBe('H');
  }
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Away' })).toBeChecked();
  await expect(page).toHaveURL(/\?location=A$/);
  await expect(page.getByRole('status')).toContainText('(Away)');
  expect(dataRequests).toEqual([]);
  await checkA11y(page);

  // The URL is shareable: the server renders the same filter.
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.getByRole('radio', { name: 'Away' })).toBeChecked();
  const away = await games(page).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-location')));
  expect(away.length).toBeGreaterThan(0);
  expect(away.length).toBeLessThan(total);
  expect(new Set(away)).toEqual(new Set(['A']));
});

test('a completed game unfolds its line score by keyboard; a live game shows score and period', async ({ page }) => {
  await page.goto('/sports/womens-basketball/schedule', { waitUntil: 'networkidle' });
  const live = page.locator('article.schedule-game[data-state="3"]');
  await expect(live).toContainText('Live');
  await expect(live).toContainText('3rd Qtr 4:12');
  const summary = page.locator('details.line-score summary').first();
  await summary.focus();
  await page.keyboard.press('Enter');
  const table = page.locator('details.line-score').first().getByRole('table');
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader').nth(1)).toHaveText('1st');
});

test('the season selector goes to another season', async ({ page }) => {
  await page.goto('/sports/football/schedule', { waitUntil: 'networkidle' });
  await page.getByLabel('Season', { exact: true }).selectOption({ label: '2025' });
  await page.getByRole('button', { name: 'Go' }).click();
  await expect(page).toHaveURL(/\/sports\/football\/schedule\/2025$/);
  await expect(page.getByRole('heading', { name: '2025 Season' })).toBeVisible();
});

test('postponed and canceled games show their status', async ({ page }) => {
  await page.goto('/sports/baseball/schedule/2026');
  await expect(page.locator('article.schedule-game', { hasText: 'Postponed due to weather' })).toContainText('Postponed');
  await page.goto('/sports/softball/schedule/2026');
  await expect(page.locator('article.schedule-game', { hasText: 'Canceled due to field conditions' })).toContainText('Canceled');
});

test('the text schedule is fullscreen: one plain table with a caption, axe clean', async ({ page, checkA11y }) => {
  await page.goto('/sports/football/schedule/text', { waitUntil: 'networkidle' });
  await expect(page.locator('.site-header')).toHaveCount(0);
  await expect(page.locator('.site-footer')).toHaveCount(0);
  await expect(page.locator('table')).toHaveCount(1);
  await expect(page.locator('table caption')).toHaveText(/^2026 season: \d+ games$/);
  await expect(page.locator('main img, main button, main input, main select')).toHaveCount(0);
  await checkA11y(page);
});

test('the print schedule has no chrome, a Print button and print styles, axe clean', async ({ page, checkA11y }) => {
  await page.goto('/sports/football/schedule/print', { waitUntil: 'networkidle' });
  await expect(page.locator('.site-header')).toHaveCount(0);
  await expect(page.locator('.skip-links')).toHaveCount(0);
  const print = page.getByRole('button', { name: 'Print' });
  await expect(print).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed++;
    };
  });
  await print.click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await checkA11y(page);
  await page.emulateMedia({ media: 'print' });
  await expect(print).toBeHidden();
  await expect(page.locator('table.schedule-print-table')).toBeVisible();
});

test('the print schedule does not move when the Print button appears', async ({ browser, page }) => {
  // Before hydration (no scripts): where the schedule starts, on a phone.
  const phone = { width: 390, height: 844 };
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
  const before = await context.newPage();
  await before.goto('/sports/football/schedule/print');
  const top = async (p: import('@playwright/test').Page) => (await p.locator('table.schedule-print-table').boundingBox())!.y;
  const expected = await top(before);
  await context.close();
  await page.setViewportSize(phone);
  await page.goto('/sports/football/schedule/print');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  expect(await top(page)).toBe(expected);
});

test('the iCal subscription is a valid calendar, by location, without the tenant header', async ({ request }) => {
  const response = await request.get('/sports/football/schedule.ics?season=2026&location=A');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(response.headers()['content-disposition']).toContain('filename="football-2026-A-schedule.ics"');
  const root = new ICAL.Component(ICAL.parse(await response.text()));
  const events = root.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  expect(events.length).toBeGreaterThan(0);
  for (const event of events) {
    expect(event.uid).toMatch(/^game-\d+@/);
    expect(event.summary).toMatch(/^Northfield State Football at /);
  }
  expect((await request.get('/sports/football/schedule.ics?location=X')).status()).toBe(400);
  expect((await request.get('/sports/quidditch/schedule.ics')).status()).toBe(404);
});

test('an unknown season is a 404', async ({ request }) => {
  expect((await request.get('/sports/football/schedule/1999')).status()).toBe(404);
});
