import { buildSchool, FULL_STORY_MARK, landmarks } from '#fixtures/school/index.ts';
import { E2E_STAFF_USERNAME } from './constants.ts';
import { expect, signInAsStaff, test } from './fixtures.ts';

const liveGame = landmarks(buildSchool()).liveGame;

test('unknown paths redirect to /404, which answers 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(page.url()).toMatch(/\/404$/);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('failed param validation answers 404 "Page Not Found: {path}"', async ({ page }) => {
  const response = await page.goto('/sports/football/coaches/lifetime');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page Not Found: /sports/football/coaches/lifetime')).toBeVisible();
  expect(page.url()).toMatch(/coaches\/lifetime$/);
});

test('coaching records accept year and overall; the coach list takes a season', async ({ request }) => {
  for (const path of [
    '/sports/football/coaches/year',
    '/sports/football/coaches/overall',
    '/sports/football/coaches/2025',
    '/sports/football/coaches',
  ]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test('an unknown sport is a 404', async ({ request }) => {
  expect((await request.get('/sports/quidditch')).status()).toBe(404);
});

test('/otd is an alias of /on-this-day and legacy historical-roster paths redirect', async ({ page, request }) => {
  await page.goto('/otd');
  expect(page.url()).toMatch(/\/otd$/);
  await expect(page.getByRole('heading', { name: 'On This Day' })).toBeVisible();
  const legacy = await request.get('/historicalroster', { maxRedirects: 0 });
  expect(legacy.status()).toBe(301);
  expect(legacy.headers().location).toBe('/historical-roster');
  const sportLegacy = await request.get('/sports/football/historicalroster', { maxRedirects: 0 });
  expect(sportLegacy.headers().location).toBe('/sports/football/historical-roster');
});

test('old SIDEARM links ending in .aspx answer 301 to the clean address, query kept (url-cleanup)', async ({ page, request }) => {
  const story = buildSchool().stories.find((s) => s.published && s.content_template === FULL_STORY_MARK)!;
  const old = await request.get(`${story.url}.aspx?ref=sidearm`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`${story.url}?ref=sidearm`);
  // A path outside the table is cleaned first too (and then is a 404 like any other unknown path).
  const unknown = await request.get('/roster.aspx?path=football', { maxRedirects: 0 });
  expect(unknown.status()).toBe(301);
  expect(unknown.headers().location).toBe('/roster?path=football');
  await page.goto(`${story.url}.aspx`);
  expect(new URL(page.url()).pathname).toBe(story.url);
  await expect(page.getByRole('heading', { level: 2, name: story.title })).toBeVisible();
  // The takeovers' concurrent GameDay page ends in .aspx on purpose (spec 2.4): it stays.
  expect((await request.get('/gameday/concurrent.aspx?ids=1', { maxRedirects: 0 })).status()).not.toBe(301);
});

test('every route of the table resolves without a server error', async ({ request }) => {
  const paths = [
    '/',
    '/sports/mens-basketball',
    '/sports/football/roster',
    '/sports/football/roster/2025',
    '/sports/football/roster/print',
    '/awards',
    '/all-americans',
    '/sports/football/schedule',
    '/sports/football/schedule/text',
    '/podcasts',
    '/social-accounts',
    '/facilities',
    '/archives',
    '/sports/football/archives',
    '/sports/football/stats',
    '/sports/football/stats/2025/pdf',
    '/form/1',
    '/protected/form/1',
    '/publications',
    '/tickets',
    '/rss_feeds',
    '/search?q=falcons',
    '/partners',
    '/sports/football/opponent-history',
    '/staff-directory',
    '/staff-directory/print',
    '/staff-directory/communications-department/2',
    '/sports/football/staff',
    '/calendar',
    '/sports/football/calendar',
    '/login',
    '/unsubscribed',
    '/subscribe',
    '/clippings',
    '/coverage',
    '/moments',
    '/sports/football/moments',
    '/tags',
    '/historical-roster',
    '/honors',
    '/sports/football/results',
    '/on-this-day',
    `/game-center/${liveGame.id}`,
    '/documents/publications/athletics-yearbook-2026.pdf',
  ];
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBeLessThan(500);
    expect(response.status(), path).not.toBe(404);
  }
});

test('hidden routes need a staff session; sign-in returns to the page', async ({ page }) => {
  await page.goto('/hidden/sports/football/roster');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fhidden%2Fsports%2Ffootball%2Froster/);
  await signInAsStaff(page, E2E_STAFF_USERNAME, 'wrong-password-wrong');
  await expect(page.getByRole('alert')).toHaveText('Wrong username or password.');
  await signInAsStaff(page);
  await expect(page).toHaveURL(/\/hidden\/sports\/football\/roster$/);
  await expect(page.getByRole('heading', { name: 'Football Roster' })).toBeVisible();
});

test('sign-in never redirects off the site', async ({ page }) => {
  await page.goto('/login?returnTo=//evil.example.com/');
  await signInAsStaff(page);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

// Built files were served before the security headers.
test('static files carry the same strict headers as pages', async ({ page, request }) => {
  await page.goto('/');
  const script = await page
    .locator('script[src^="/assets/"], link[rel="modulepreload"][href^="/assets/"]')
    .first()
    .evaluate((el) => el.getAttribute('src') ?? el.getAttribute('href'));
  for (const path of [script ?? '', '/favicon.svg']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
    expect(response.headers()['strict-transport-security'], path).toContain('max-age=');
  }
});

test("the image service converts this site's images and refuses other hosts", async ({ request }) => {
  const png = await request.get('/images/resize?url=%2Fimages%2Fplayers%2F1001.svg&width=150&type=png');
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
  expect((await png.body()).subarray(1, 4).toString()).toBe('PNG');
  const cached = await request.get('/images/resize?url=%2Fimages%2Fplayers%2F1001.svg&width=150&type=png', {
    headers: { 'if-none-match': png.headers().etag! },
  });
  expect(cached.status()).toBe(304);
  expect((await request.get('/images/resize?url=https%3A%2F%2F169.254.169.254%2Flatest&width=10')).status()).toBe(403);
});

test.describe('every not-found answer looks alike (spec 8)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('/404 and a refused id render the same title, search form and ways on, without sideways scroll', async ({ page }) => {
    const seen: string[] = [];
    for (const path of ['/nope', '/sports/football/roster/nobody/999999']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name: 'Page Not Found' })).toBeVisible();
      const search = main.getByRole('search');
      await expect(search).toHaveAttribute('action', '/search');
      await expect(search.getByRole('searchbox', { name: 'Search the site' })).toHaveAttribute('name', 'q');
      await expect(main.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
      await expect(main.getByRole('link', { name: 'Football', exact: true })).toHaveAttribute('href', '/sports/football');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      // The same design whichever route answered: the same title and search markup.
      seen.push(`${await main.locator('header:has(h2)').first().innerHTML()}${await search.evaluate((el) => el.outerHTML)}`);
    }
    expect(seen[0]).toBe(seen[1]);
  });
});
