import ICAL from 'ical.js';
import { expect, test } from './fixtures.ts';

test('calendar: a month grid with captioned table, months and filters without JavaScript; axe clean', async ({
  page,
  browser,
  checkA11y,
}) => {
  await page.goto('/calendar');
  await expect(page.getByRole('table', { name: /November 2026/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Sunday' })).toBeVisible();
  await checkA11y(page);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto('/calendar');
  await noJs.getByRole('link', { name: 'Previous month' }).click();
  await expect(noJs.getByRole('table', { name: /October 2026/ })).toBeVisible();
  await noJs.getByLabel('Sport').selectOption('football');
  await noJs.getByLabel('Location').selectOption('home');
  await noJs.getByRole('button', { name: 'Show' }).click();
  await expect(noJs).toHaveURL(/month=2026-10.*sport=football.*location=home|sport=football.*location=home/);
  const entries = noJs.locator('.calendar-game');
  for (const text of await entries.allTextContents()) expect(text).toMatch(/^Football vs /);
  await noJs.getByRole('link', { name: 'List' }).click();
  await expect(noJs.locator('.calendar-list')).toBeVisible();
  await context.close();
});

test('sport calendar, print page (fullscreen) and the iCal link', async ({ page, request, checkA11y }) => {
  await page.goto('/sports/football/calendar?month=2026-10');
  await expect(page.getByRole('navigation', { name: /Football/ })).toBeVisible();
  const ics = await page.getByRole('link', { name: 'Add to calendar (iCal)' }).getAttribute('href');
  const feed = await request.get(ics ?? '');
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent').length).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Print' }).click();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(page.locator('header.site-header, .site-header')).toHaveCount(0);
  await checkA11y(page);
});

test('bad calendar dates and ranges are 404s', async ({ request }) => {
  for (const path of [
    '/calendar/print/list/all/2026-11-30/2026-11-01/all',
    '/calendar/print/list/all/2016-01-01/2026-01-01/all',
    '/calendar?month=2026-13',
    '/calendar/print/list/all/2026-02-30/2026-03-01/all',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
