import { SPORT_FILES } from '#fixtures/school/documents.ts';
import { expect, test, signInAsStaff } from './fixtures.ts';

test("a schedule's Game Notes link downloads the game notes PDF", async ({ page }) => {
  await page.goto('/sports/football/schedule/2024');
  const link = page.getByRole('link', { name: /^Game Notes/ }).first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/documents\/football\/2024\/game-notes-\d+\.pdf$/);
  const response = await page.request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const part = await page.request.get(href ?? '', { headers: { range: 'bytes=0-3' } });
  expect(part.status()).toBe(206);
  expect((await part.body()).toString()).toBe('%PDF');
});

test('a sport file path serves the file; an unknown or traversing one is a 404 page', async ({ page, request }) => {
  const file = await request.get(SPORT_FILES.mediaNotes);
  expect(file.headers()['content-type']).toBe('application/pdf');
  for (const path of [
    '/sports/2026/11/14/no-such-file.pdf',
    '/documents/%2e%2e/%2e%2e/data/athletics.sqlite',
    '/documents/..%2fpackage.json',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  await expect(page.getByText(/Page Not Found/).first()).toBeVisible();
});

test('a protected file shows how to open it; staff get it, and a hidden one exists only for staff', async ({ page, checkA11y }) => {
  const response = await page.goto(`/protected${SPORT_FILES.depthChart}`);
  expect(response?.headers()['content-type']).toMatch(/text\/html/);
  await expect(page.getByRole('heading', { name: 'Football Depth Chart (media only)' })).toBeVisible();
  await expect(page.getByText('This document is protected.')).toBeVisible();
  await checkA11y(page);

  await page.goto(`/hidden${SPORT_FILES.scouting}`);
  expect(page.url()).toMatch(/\/login\?returnTo=/);
  // The real answer is checked; the page is then given plain text, so Chromium's PDF viewer (whose teardown
  // outlasted the test timeout under load) never opens.
  const answered = new Promise<{ type: string; cache: string }>((resolve) => {
    void page.route(`**/hidden${SPORT_FILES.scouting}`, async (route) => {
      const response = await route.fetch();
      resolve({ type: response.headers()['content-type'] ?? '', cache: response.headers()['cache-control'] ?? '' });
      await route.fulfill({ status: 200, contentType: 'text/plain', body: 'downloaded' });
    });
  });
  await signInAsStaff(page);
  const download = await answered;
  expect(download.type).toBe('application/pdf');
  expect(download.cache).toContain('private');
  expect((await page.request.get(`/protected${SPORT_FILES.depthChart}`)).headers()['content-type']).toBe('application/pdf');
});
