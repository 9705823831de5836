import { expect, isSameDocument, markDocument, test } from './fixtures.ts';

test('home is server-rendered with stories, games, promotions and the hidden h1', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<h1');
  expect(html).toMatch(/Northfield State Athletics/);
  expect(html).toContain('Top Stories');
  expect(html).toContain('Upcoming Games');
  expect(html).toMatch(/class="[^"]*story-card/);
  expect(html).toMatch(/class="[^"]*game-card/);
  expect(html).toMatch(/data-widget="promotion"/);
  // A page kept by caches allows its own inline scripts by hash (a CDN copy cannot carry a nonce).
  // (The site's tag scripts are listed by hash and https origin too.)
  expect(response.headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[\w+/=]+'| https:\/\/[\w.-]+)+;/);
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});

test('the first paint does not wait for scripts: they are asked for at low priority, the stylesheet and the hero first', async ({
  page,
}) => {
  const priorities = new Map<string, string>();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // Keyed by path and query: pictures on the image service (spec 5) share one path and differ by their query.
  const keyOf = (url: string) => new URL(url).pathname + new URL(url).search;
  cdp.on('Network.requestWillBeSent', ({ request }) => priorities.set(keyOf(request.url), request.initialPriority));
  const response = await page.goto('/', { waitUntil: 'networkidle' });
  const named = [...(await response!.text()).matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map(([, href]) => href!);
  expect(named.length).toBeGreaterThan(5);
  // Every script the document names is fetched while it parses, behind the stylesheet and the pictures.
  for (const path of named) expect(priorities.get(path), path).toBe('Low');
  const stylesheet = [...priorities].find(([path]) => path.endsWith('.css'));
  expect(stylesheet?.[1]).toBe('VeryHigh');
  // The <picture> picks its source by viewport: whichever it chose was fetched at high priority.
  const hero = await page
    .locator('[data-widget="promotion"] img')
    .first()
    .evaluate((img) => (img as HTMLImageElement).currentSrc);
  expect(priorities.get(keyOf(hero))).toBe('High');
  // No other picture goes ahead of the scripts: not the footer's sponsors, not a story card below the hero.
  const picturesFirst = [...priorities].filter(([path, priority]) => path.startsWith('/images/') && priority === 'High');
  expect(picturesFirst.map(([path]) => path)).toEqual([keyOf(hero)]);
  // ...and the page still hydrates: client navigation works.
  await markDocument(page);
  await page.locator('.sports-directory').getByRole('link', { name: 'Football', exact: true }).click();
  await expect(page).toHaveURL(/\/sports\/football$/);
  expect(await isSameDocument(page)).toBe(true);
});

test('client-side navigation from home to a sport home and its sub-navigation', async ({ page }) => {
  // Links navigate client-side once the page has hydrated (before that, a click is a normal page load).
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Northfield State Athletics/);
  await markDocument(page);
  await page.locator('.sports-directory').getByRole('link', { name: 'Football', exact: true }).click();
  await expect(page).toHaveURL(/\/sports\/football$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Football' })).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
  // spec 2.3: a real sport shows its sub-navigation.
  await expect(page.getByRole('navigation', { name: /football/i })).toBeVisible();
  await expect(page).toHaveTitle(/Football/);
  // spec 2.5: focus moves to the hidden back-to-top anchor after a path change.
  await expect(page.locator('#back-to-top')).toBeFocused();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  expect(await isSameDocument(page)).toBe(true);
});

test('the content API refuses requests without a known tenant', async ({ request, api }) => {
  const missing = await request.get('/api/v2/Sports');
  expect(missing.status()).toBe(400);
  expect(await missing.json()).toEqual({ error: { status: 400, message: 'Missing tenant header' } });
  const unknown = await request.get('/api/v2/Sports', { headers: { tenant: 'someone-else' } });
  expect(unknown.status()).toBe(400);
  expect((await unknown.json()).data).toBeUndefined();
  const sports = await (await api.get('/api/v2/Sports')).json();
  expect(sports.length).toBeGreaterThanOrEqual(21);
  expect(sports[0]).toHaveProperty('globalSportNameSlug');
});

test('load more stories advances start by count', async ({ page }) => {
  // The widget's code loads lazily: wait until it has hydrated.
  await page.goto('/', { waitUntil: 'networkidle' });
  const section = page.locator('section.story-list', { has: page.getByRole('heading', { name: 'More News' }) });
  const items = section.locator('.story-list-items > li');
  await expect(items).toHaveCount(10);
  await markDocument(page);
  await section.getByRole('link', { name: 'Load more stories' }).click();
  await expect(items).toHaveCount(20);
  await expect(section.locator('.story-card-title a').nth(10)).toBeFocused();
  // Loaded in place: the same document, and the link now names the page after the two shown.
  expect(await isSameDocument(page)).toBe(true);
  await expect(section.getByRole('link', { name: 'Load more stories' })).toHaveAttribute('href', /^\?page=3#/);
});

test.describe('on a 3x phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true });

  test('story photos come resized from the image service, at most 800 px wide', async ({ page }) => {
    await page.goto('/');
    const photo = page.locator('.story-card-image').first();
    await expect(photo).toBeVisible();
    await photo.evaluate((img: HTMLImageElement) => img.decode());
    const current = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(current).toMatch(/\/images\/resize\?url=%2Fimages%2Fstories%2F.+&width=800&type=webp/);
  });
});
