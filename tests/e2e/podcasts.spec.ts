import Parser from 'rss-parser';
import { expect, test } from './fixtures.ts';

test('a fan finds a podcast, plays an episode by keyboard and the audio streams from the file store', async ({ page, checkA11y }) => {
  await page.goto('/podcasts');
  await checkA11y(page);
  await page.getByRole('link', { name: 'Falcons Weekly' }).click();
  await expect(page.getByRole('heading', { name: 'Falcons Weekly', level: 2 })).toBeVisible();
  const audioRequest = page.waitForRequest((r) => r.url().includes('/documents/podcasts/falcons-weekly/'));
  await page.getByRole('button', { name: 'Play episode' }).focus();
  await page.keyboard.press('Enter');
  const player = page.getByRole('group', { name: /Audio player/ });
  await expect(player).toBeVisible();
  const request = await audioRequest;
  const response = await request.response();
  expect([200, 206]).toContain(response?.status());
  expect(response?.headers()['content-type']).toBe('audio/wav');
  await checkA11y(page);
});

test('episodes page without JavaScript; the feed is RSS a podcast app accepts', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/podcasts/falcons-weekly/9001');
  await page.getByRole('link', { name: 'Older episodes' }).click();
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
  const feedUrl = await page.getByRole('link', { name: 'RSS feed' }).getAttribute('href');
  await context.close();

  const feed = await request.get(feedUrl ?? '');
  expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const parsed = await new Parser().parseString(await feed.text());
  expect(parsed.items).toHaveLength(30);
  expect(parsed.items[0]?.enclosure?.type).toBe('audio/wav');
});

test('a premium-only series shows its prompt; an unknown series is a 404', async ({ page, request }) => {
  await page.goto('/podcasts/film-room/9004');
  await expect(page.getByText('Every episode of this series is for subscribers: sign in to listen.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play episode' })).toHaveCount(0);
  expect((await request.get('/podcasts/nope/99999')).status()).toBe(404);
});
