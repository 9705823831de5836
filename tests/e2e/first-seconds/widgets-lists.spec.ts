import { expect, test } from './first-seconds.ts';

// Widget controls that reach another view of a list (spec 2.1, 9): links and GET forms, so they work before
// hydration and without JavaScript (docs/decisions/0010-controls-before-hydration.md). Once React runs, the same
// controls work in place.

const PHONE = { width: 390, height: 844 };
const rosterNames = (page: import('@playwright/test').Page) =>
  page
    .locator('table.roster-table tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[1]?.textContent?.trim() ?? ''));

// Roster sort and view are a GET form (?sort=&view=): the roster page declares both, so each order is its own cached copy.
test('roster: sorted by name, then shown as a grid, from the page as sent', async ({ page, early }) => {
  await page.setViewportSize(PHONE);
  await early.goto('/sports/football/roster');
  await early.step(async () => {
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('name');
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect(page).toHaveURL(/\/sports\/football\/roster\?sort=name&view=list$/);
    const table = page.getByRole('table', { name: /Football Roster/ });
    await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    const names = await rosterNames(page);
    expect(names.length).toBeGreaterThan(10);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name');
    // On a phone the rows are compact cards from the first paint (CSS, no script): headshot, number, name.
    const card = table.locator('tbody tr').first();
    await expect(card.locator('.roster-headshot')).toBeVisible();
    await expect(card.getByRole('link')).toBeVisible();
    expect((await card.boundingBox())!.height).toBeLessThanOrEqual(96);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);

    await page.getByRole('button', { name: 'Grid' }).click();
    await expect(page).toHaveURL(/\?sort=name&view=grid$/);
    await expect(page.getByRole('list', { name: /Football Roster, sorted by Name/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
    // Grid cards are two a row on a phone.
    const gridCards = page.getByRole('list', { name: /Football Roster, sorted by Name/ }).locator(':scope > li');
    expect((await gridCards.nth(1).boundingBox())!.y).toBe((await gridCards.nth(0).boundingBox())!.y);
  });
  if (!(await early.hydrated())) return;
  // React took over: the HTML-only Sort button is gone and the select sorts in place.
  await expect(page.getByRole('button', { name: 'Sort', exact: true })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('jersey');
  await expect(page.getByRole('list', { name: /Football Roster, sorted by Jersey/ })).toBeVisible();
});

test('schedule: the location filter shows the away games only', async ({ page, early }) => {
  await early.goto('/sports/football/schedule');
  const games = page.locator('article.schedule-game');
  const total = await games.count();
  expect(total).toBeGreaterThan(5);
  await early.step(async () => {
    await page.getByRole('radio', { name: 'Away' }).check();
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/\/sports\/football\/schedule\?location=A$/);
    await expect(page.getByRole('radio', { name: 'Away' })).toBeChecked();
    await expect(page.getByText(new RegExp(`^\\d+ of ${total} games \\(Away\\)$`))).toBeVisible();
    const locations = await games.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-location')));
    expect(locations.length).toBeGreaterThan(0);
    expect(new Set(locations)).toEqual(new Set(['A']));
  });
  if (!(await early.hydrated())) return;
  await expect(page.getByRole('button', { name: 'Filter' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'All' }).check();
  await expect(games).toHaveCount(total);
});

// Season pickers are GET forms too: `?season=` answers with the season's own address (a 302).
test("roster and schedule: the season picker opens that season's page", async ({ page, early }) => {
  await early.goto('/sports/mens-basketball/schedule?location=H');
  await early.step(async () => {
    await page.getByRole('combobox', { name: 'Season' }).selectOption('2025-26');
    await page.getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/\/sports\/mens-basketball\/schedule\/2025-26\?location=H$/);
    await expect(page.getByRole('combobox', { name: 'Season' })).toHaveValue('2025-26');
  });
  await early.goto('/sports/mens-basketball/roster');
  await early.step(async () => {
    await page.getByRole('combobox', { name: 'Season' }).selectOption('2024-25');
    await page.getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/\/sports\/mens-basketball\/roster\/2024-25$/);
    await expect(page.getByRole('combobox', { name: 'Season' })).toHaveValue('2024-25');
  });
});

test('podcast episodes: the next page of episodes is a link', async ({ page, early }) => {
  await early.goto('/podcasts/falcons-weekly/9001');
  await early.step(async () => {
    await page.getByRole('link', { name: 'Older episodes' }).click();
    await expect(page.getByText('Page 2 of 3')).toBeVisible();
  });
});

test('story list: "Load more stories" opens the next stories, and "Newer stories" comes back', async ({ page, early }) => {
  await early.goto('/');
  const moreNews = page.locator('section.story-list', { has: page.getByRole('heading', { name: 'More News' }) });
  const firstTitles = await moreNews.locator('.story-card-title').allTextContents();
  expect(firstTitles).toHaveLength(10);
  await early.step(async () => {
    await moreNews.getByRole('link', { name: 'Load more stories' }).click();
    await expect(page).toHaveURL(/\/\?page=2#/);
  });
  const nextTitles = await moreNews.locator('.story-card-title').allTextContents();
  expect(nextTitles).toHaveLength(10);
  expect(nextTitles.filter((title) => firstTitles.includes(title))).toEqual([]);
  await early.goto('/?page=2');
  await early.step(async () => {
    await moreNews.getByRole('link', { name: 'Newer stories' }).click();
    await expect(moreNews.locator('.story-card-title')).toHaveText(firstTitles);
  });
});
