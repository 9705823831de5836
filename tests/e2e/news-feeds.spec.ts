import Parser from 'rss-parser';
import { expect, test } from './fixtures.ts';

test('tags: the list leads to a tag page, to a story that shows its tags; paging works without JavaScript; axe clean', async ({
  page,
  browser,
  checkA11y,
}) => {
  await page.goto('/tags');
  await checkA11y(page);
  const name = 'Gameday';
  await page.locator('.tag-cloud a', { hasText: name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await checkA11y(page);
  await page.locator('.tagged-stories .story-card-title a').first().click();
  await expect(page.getByRole('navigation', { name: 'Tags' }).getByRole('link', { name })).toBeVisible();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto('/tags/gameday');
  const older = noJs.getByRole('link', { name: 'Older stories' });
  if (await older.count()) {
    await older.click();
    await expect(noJs.getByText(/^Page 2 of \d+$/)).toBeVisible();
  }
  await context.close();
});

test('unknown tags and sports are 404s', async ({ request }) => {
  for (const path of ['/tags/no-such-tag', '/tags/gameday/quidditch', '/tags/Bad_Slug'])
    expect((await request.get(path)).status(), path).toBe(404);
});

test('RSS: the feeds page lists copyable addresses; the feeds are RSS a reader parses', async ({ page, request, checkA11y }) => {
  await page.goto('/rss_feeds');
  await expect(page.getByRole('heading', { name: 'News by sport' })).toBeVisible();
  await checkA11y(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: /Copy the All .* feed address/ }).click();
  await expect(page.locator('.copied-marker').first()).toHaveText('Copied');
  await expect(page.locator('.copied-marker').first()).toHaveText('', { timeout: 3000 });

  const site = await request.get('/rss.xml');
  expect(site.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  expect((await new Parser().parseString(await site.text())).items).toHaveLength(20);
  const football = await new Parser().parseString(await (await request.get('/sports/football/rss.xml')).text());
  expect(football.items.every((i) => i.categories?.includes('Football'))).toBe(true);
  expect((await request.get('/sports/quidditch/rss.xml')).status()).not.toBe(200);
  expect((await request.get('/rss.xml', { headers: { 'if-none-match': site.headers().etag ?? '' } })).status()).toBe(304);
});

test('on this day: today in earlier years, other days by link without JavaScript, /otd the same; axe clean', async ({
  page,
  browser,
  checkA11y,
}) => {
  await page.goto('/otd');
  await expect(page.getByRole('heading', { level: 2, name: 'On This Day: November 21' })).toBeVisible();
  await checkA11y(page);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto('/on-this-day?date=02-28');
  await noJs.getByRole('link', { name: 'Next day: February 29' }).click();
  await expect(noJs.getByRole('heading', { level: 2, name: 'On This Day: February 29' })).toBeVisible();
  await noJs.goto('/on-this-day?date=02-30');
  await expect(noJs.getByRole('note')).toContainText('is not a day of the year');
  await context.close();
});
