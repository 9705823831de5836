import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// spec 2.1 roster list on phones (spec 9: below 768 px): the table's rows are compact cards, grid view is two
// cards a row, coaches are short rows; from tablet width the table returns, scrolling in its own box with number
// and name in view (docs/decisions/0018-roster-cards-from-the-table.md). Football's newest roster has over 100
// players.

const ROSTER = '/sports/football/roster';

/** How far the page scrolls sideways (0 when it does not). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Visible and wholly on the screen from left to right. */
async function expectAcrossScreen(locator: Locator, width: number) {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

for (const width of [320, 390]) {
  test.describe(`a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('list view: one compact card per player (headshot, number, name, position, class, hometown), still a table', async ({
      page,
      checkA11y,
    }) => {
      await page.goto(ROSTER);
      expect(await sideways(page)).toBe(0);
      const rows = page.getByRole('table', { name: '2026 Football Roster' }).locator('tbody tr');
      const count = await rows.count();
      expect(count).toBeGreaterThan(95);
      const card = rows.first();
      const cells = card.locator('td');
      // Number, name (the link to the bio), position, class, hometown and the headshot, all on the screen.
      for (const part of [cells.nth(0), card.getByRole('link'), cells.nth(2), cells.nth(5), cells.nth(6), card.locator('.roster-headshot')])
        await expectAcrossScreen(part, width);
      await expect(cells.nth(0)).toHaveText(/^\d+$/);
      // Height, weight and schools wait for tablet width (and the bio).
      for (const column of [3, 4, 7, 8]) await expect(cells.nth(column)).toBeHidden();

      const heights = await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
      expect(median(heights)).toBeGreaterThanOrEqual(64);
      expect(median(heights)).toBeLessThanOrEqual(96);
      expect(Math.max(...heights)).toBeLessThanOrEqual(120);
      // A hundred players stay scannable: the page is about the cards' height, not thousands of pixels more.
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(pageHeight).toBeLessThan(count * 96 + 3000);
      await checkA11y(page);
    });

    test('grid view: two cards a row, each with its headshot, number and name', async ({ page, checkA11y }) => {
      await page.goto(`${ROSTER}?view=grid`);
      expect(await sideways(page)).toBe(0);
      const cards = page.getByRole('list', { name: /Football Roster, sorted by Jersey/ }).locator(':scope > li');
      const [first, second, third] = await Promise.all([0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())!));
      expect(second!.y).toBe(first!.y);
      expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
      expect(third!.y).toBeGreaterThan(first!.y);
      const image = (await cards.first().locator('.roster-card-image').boundingBox())!;
      expect(image.width).toBeLessThanOrEqual(width / 2);
      for (const part of [cards.first().getByRole('link'), cards.first().locator('.roster-card-jersey')])
        await expectAcrossScreen(part, width);
      await checkA11y(page);
    });

    test('print page and a player bio: no sideways scroll', async ({ page }) => {
      await page.goto(`${ROSTER}/print`);
      expect(await sideways(page)).toBe(0);
      await page.goto(ROSTER);
      await page.getByRole('table').getByRole('link').first().click();
      await expect(page.getByRole('navigation', { name: 'Roster' })).toBeVisible();
      expect(await sideways(page)).toBe(0);
    });

    test('coaching staff: one short row per coach, name and title on the screen', async ({ page }) => {
      await page.goto(ROSTER);
      const coaches = page.getByRole('region', { name: 'Coaching Staff' }).getByRole('listitem');
      expect(await coaches.count()).toBeGreaterThan(2);
      const coach = coaches.first();
      await expectAcrossScreen(coach.getByRole('link'), width);
      await expectAcrossScreen(coach.locator('.roster-card-title'), width);
      expect((await coach.boundingBox())!.height).toBeLessThanOrEqual(120);
      expect(await sideways(page)).toBe(0);
    });
  });
}

test.describe('from tablet width', () => {
  test('768 px: the table scrolls in its own box with the number and name in view', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 800 });
    await page.goto(ROSTER);
    expect(await sideways(page)).toBe(0);
    const table = page.getByRole('table', { name: '2026 Football Roster' });
    await expect(table.getByRole('columnheader', { name: 'Previous School' })).toBeAttached();
    await expect(table.locator('.roster-headshot').first()).toBeHidden();
    const box = table.locator('xpath=..');
    const scrolled = await box.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
      return el.scrollLeft;
    });
    expect(scrolled).toBeGreaterThan(0);
    const edge = (await box.boundingBox())!;
    for (const cell of [table.locator('tbody tr').first().locator('td').nth(0), table.locator('tbody tr').first().getByRole('link')]) {
      await expect(async () => {
        const at = (await cell.boundingBox())!;
        expect(at.x).toBeGreaterThanOrEqual(edge.x);
        expect(at.x + at.width).toBeLessThanOrEqual(edge.x + edge.width);
      }).toPass();
    }
  });

  test('1024 px: the table with every column header, no cards', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto(ROSTER);
    expect(await sideways(page)).toBe(0);
    const table = page.getByRole('table', { name: '2026 Football Roster' });
    for (const name of ['No.', 'Name', 'Position', 'Height', 'Weight', 'Class', 'Hometown', 'High School'])
      await expect(table.getByRole('columnheader', { name })).toBeVisible();
    const row = table.locator('tbody tr').first();
    await expect(row.locator('.roster-headshot')).toBeHidden();
    await expect(row.locator('td').nth(3)).toBeVisible();
    expect((await row.locator('td').nth(0).boundingBox())!.y).toBe((await row.locator('td').nth(6).boundingBox())!.y);
  });
});

test('nothing on the roster moves when React takes over the sort (the HTML Sort button keeps its room)', async ({ browser, page }) => {
  for (const width of [390, 768]) {
    const viewport = { width, height: 900 };
    const context = await browser.newContext({ javaScriptEnabled: false, viewport, baseURL: test.info().project.use.baseURL });
    const before = await context.newPage();
    await before.goto('/sports/football/roster');
    const top = async (p: Page) => (await p.locator('.roster table').first().boundingBox())!.y;
    const expected = await top(before);
    await context.close();
    await page.setViewportSize(viewport);
    await page.goto('/sports/football/roster');
    await expect(page.getByRole('button', { name: 'Sort' })).toHaveCount(0);
    expect(await top(page), `${width} px`).toBe(expected);
  }
});
