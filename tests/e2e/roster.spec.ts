import { ACADEMIC_YEAR_RANK } from '../../schemas/constants.ts';
import { expect, isSameDocument, markDocument, test, signInAsStaff } from './fixtures.ts';

// spec 2.1 roster list, print and player bio; spec 9 roster sorts. Football's newest roster is 2026 (over 100
// players, two unpublished); its seasons are 2024-2026.

const ROSTER = '/sports/football/roster';
const rows = (page: import('@playwright/test').Page) => page.getByRole('table').first().locator('tbody tr');
const column = (page: import('@playwright/test').Page, index: number) =>
  rows(page).evaluateAll((trs, i) => trs.map((tr) => tr.querySelectorAll('td')[i]?.textContent ?? ''), index);

test('list view: a captioned table of the newest season, sorted by keyboard without a round trip', async ({ page, checkA11y }) => {
  await page.goto(ROSTER, { waitUntil: 'networkidle' });
  const table = page.getByRole('table', { name: '2026 Football Roster' });
  await expect(table).toBeVisible();
  expect(await rows(page).count()).toBeGreaterThan(95);
  await expect(table.getByRole('columnheader', { name: 'No.' })).toHaveAttribute('aria-sort', 'ascending');
  await checkA11y(page);
  await markDocument(page);

  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  // Keyboard only: focus the sort control, then pick "Class" by typing its first letter.
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.focus();
  await page.keyboard.press('c');
  await expect(sort).toHaveValue('class');
  await expect(page.getByRole('columnheader', { name: 'Class' })).toHaveAttribute('aria-sort', 'ascending');
  const classes = await column(page, 5);
  const ranks = classes.map((c) => ACADEMIC_YEAR_RANK[c] ?? Infinity);
  expect(ranks).toEqual(ranks.toSorted((a, b) => a - b));
  await expect(page.getByText('Sorted by Class.')).toBeAttached();

  // Arrow keys walk the options: Class → Hometown → Height → Weight.
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await expect(sort).toHaveValue('weight');
  const weights = (await column(page, 4)).filter(Boolean).map((w) => Number.parseInt(w, 10));
  expect(weights).toEqual(weights.toSorted((a, b) => a - b));
  expect(requests.filter((url) => !/\.(js|css|svg|png|woff2?)(\?|$)/.test(url))).toEqual([]);
  expect(await isSameDocument(page)).toBe(true);
});

test('grid view by keyboard: toggle buttons with aria-pressed, cards for every player, axe clean', async ({ page, checkA11y }) => {
  await page.goto('/sports/womens-soccer/roster', { waitUntil: 'networkidle' });
  const list = page.getByRole('button', { name: 'List' });
  const grid = page.getByRole('button', { name: 'Grid' });
  await expect(list).toHaveAttribute('aria-pressed', 'true');
  await list.focus();
  await page.keyboard.press('Tab');
  await expect(grid).toBeFocused();
  await page.keyboard.press('Space');
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('table')).toHaveCount(0);
  const cards = page.getByRole('list', { name: /Women's Soccer Roster, sorted by Jersey/ });
  expect(await cards.locator(':scope > li').count()).toBeGreaterThan(15);
  await expect(page.getByRole('region', { name: 'Coaching Staff' }).getByRole('link').first()).toBeVisible();
  await checkA11y(page);
});

test('season selector: Go navigates client-side to that season and announces it', async ({ page }) => {
  // The widget's code loads lazily: wait until it has hydrated.
  await page.goto(ROSTER, { waitUntil: 'networkidle' });
  await markDocument(page);
  const season = page.getByRole('combobox', { name: 'Season' });
  await season.selectOption('2024');
  await expect(page).toHaveURL(/\/roster$/);
  await page.getByRole('button', { name: 'Go' }).press('Enter');
  await expect(page).toHaveURL(/\/sports\/football\/roster\/2024$/);
  await expect(page.getByRole('table', { name: '2024 Football Roster' })).toBeVisible();
  await expect(page.getByText(/^Showing the 2024 roster, \d+ players\.$/)).toBeAttached();
  expect(await isSameDocument(page)).toBe(true);
});

test('a season that is neither a roster nor a schedule season of the sport is a 404, as its schedule is', async ({ request }) => {
  for (const season of ['1999', '2019']) {
    expect((await request.get(`${ROSTER}/${season}`)).status()).toBe(404);
    expect((await request.get(`/sports/football/schedule/${season}`)).status()).toBe(404);
  }
});

test('print page: fullscreen without chrome, a Print button that prints, print styles hide the controls', async ({ page, checkA11y }) => {
  await page.goto(`${ROSTER}/print`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 2, name: '2026 Football Roster' })).toBeVisible();
  await expect(page.locator('header.site-header, footer, .skip-links, .sport-nav')).toHaveCount(0);
  expect(await page.getByRole('table', { name: 'Players' }).locator('tbody tr').count()).toBeGreaterThan(95);
  await expect(page.getByRole('table', { name: 'Coaching Staff' })).toBeVisible();
  await checkA11y(page);

  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print' }).press('Enter');
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to roster' })).toBeHidden();
  await expect(page.getByRole('table', { name: 'Players' })).toBeVisible();
});

test('player bio: facts, image with alt text, social links, previous/next and back to the roster', async ({ page, checkA11y }) => {
  await page.goto(ROSTER, { waitUntil: 'networkidle' });
  const link = page.getByRole('table').getByRole('link').nth(5);
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${name} - Football Player Bio`));
  await expect(page.getByRole('img', { name })).toBeVisible();
  for (const label of ['Position', 'Height', 'Class', 'Hometown']) await expect(page.locator('dt', { hasText: label })).toBeVisible();
  for (const social of await page
    .getByRole('list', { name: `${name} on social media` })
    .getByRole('link')
    .all()) {
    await expect(social).toHaveAttribute('target', '_blank');
    await expect(social).toHaveAttribute('rel', /noopener/);
  }
  const nav = page.getByRole('navigation', { name: 'Roster' });
  await expect(nav.getByRole('link', { name: /^Previous player/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /^Next player/ })).toBeVisible();
  await checkA11y(page);
  const bioUrl = page.url();
  await nav.getByRole('link', { name: /^Next player/ }).click();
  await expect(page).not.toHaveURL(bioUrl);
  await expect(page.getByRole('heading', { level: 2 }).first()).not.toHaveText(name);
  await nav.getByRole('link', { name: /^Back to roster/ }).click();
  await expect(page).toHaveURL(/\/sports\/football\/roster\/2026$/);
});

test("bio ids: a wrong slug answers 301 to the player's address; an unknown id or another sport is a 404", async ({ page, request }) => {
  await page.goto(ROSTER);
  const href = (await page.getByRole('table').getByRole('link').first().getAttribute('href')) ?? '';
  const id = href.split('/').at(-1);
  const moved = await request.get(`${ROSTER}/not-the-slug/${id}?view=grid`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`${href}?view=grid`);
  await page.goto(`${ROSTER}/not-the-slug/${id}`);
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', href);
  const missing = await request.get(`${ROSTER}/nobody/999999`);
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain(`Page Not Found: ${ROSTER}/nobody/999999`);
  expect((await request.get(`/sports/mens-soccer/roster/x/${id}`)).status()).toBe(404);
});

test('unpublished players: hidden from visitors, listed and marked for signed-in staff', async ({ page, request }) => {
  await page.goto(ROSTER);
  await expect(page.getByText('Unpublished')).toHaveCount(0);
  await page.goto(`/login?returnTo=${encodeURIComponent('/hidden/sports/football/roster')}`);
  await signInAsStaff(page);
  await expect(page).toHaveURL(/\/hidden\/sports\/football\/roster$/);
  const badges = page.getByRole('table').getByText('Unpublished');
  await expect(badges).toHaveCount(2);
  const hiddenHref = (await badges.first().locator('xpath=ancestor::td').getByRole('link').getAttribute('href')) ?? '';
  expect((await request.get(hiddenHref)).status()).toBe(404);
  expect((await page.goto(hiddenHref))?.status()).toBe(200);
});
