import { buildSchool } from '#fixtures/school/index.ts';
import { expect, test } from './fixtures.ts';

const school = buildSchool();

test('the search overlay lands on results grouped by type, the query kept in the box; axe clean', async ({ page, checkA11y }) => {
  await page.goto('/');
  await page
    .getByRole('button', { name: /search/i })
    .first()
    .click();
  await page.getByPlaceholder('Search...').first().fill('football');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=football/);
  await expect(page.getByRole('status').filter({ hasText: /results? for “football”/ })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('football');
  await expect(page.getByRole('heading', { name: /^News \(\d+\)$/ })).toBeVisible();
  await expect(page.locator('.search-results mark').first()).toBeVisible();
  await checkA11y(page);
});

test('type filter and pages work without JavaScript; operators and long queries give a normal page', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/search?q=football');
  await page.getByRole('link', { name: /^News \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/type=story/);
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await context.close();
  for (const q of ['"unbalanced', 'NEAR(a b', '*', '-', 'a'.repeat(1000), '']) {
    const response = await request.get(`/search?q=${encodeURIComponent(q)}`);
    expect(response.status(), q).toBe(200);
  }
});

test('no results: help and links, axe clean', async ({ page, checkA11y }) => {
  await page.goto('/search?q=quidditchzz');
  await expect(page.getByText('Nothing matches “quidditchzz”.')).toBeVisible();
  await checkA11y(page);
});

test('the archive pages and filters by sport and season without JavaScript, and announces its count', async ({
  browser,
  page,
  checkA11y,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto('/archives');
  await expect(noJs.getByRole('status')).toHaveText(/^Showing 1–10 of \d+ stories$/);
  await noJs.getByRole('link', { name: 'Page 2' }).click();
  await expect(noJs).toHaveURL(/\/archives\?page=2$/);
  await expect(noJs.getByRole('status')).toHaveText(/^Showing 11–20 of/);
  await noJs.getByLabel('Sport').selectOption('football');
  await noJs.getByRole('button', { name: 'Show stories' }).click();
  await expect(noJs).toHaveURL(/sport=football/);
  const football = school.stories.filter((s) => s.published && s.sport_id === 2).length;
  await expect(noJs.getByRole('status')).toHaveText(new RegExp(`of ${football} stories$`));
  await context.close();

  await page.goto('/sports/football/archives');
  await expect(page.getByRole('navigation', { name: /Football/ })).toBeVisible();
  await checkA11y(page);
  await page.goto('/archives?q=quidditchzz');
  await expect(page.getByText('No stories match these filters.')).toBeVisible();
});
