import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Phone-first calendar, schedule, results and opponent history (spec 9 breakpoints: phone < 768 px): no page
// scrolls sideways, wide tables scroll in their own box, the calendar is an agenda on phones and a grid from
// tablet width.

const PAGES = [
  '/calendar',
  '/calendar?view=list',
  '/sports/football/calendar',
  '/sports/football/opponent-history',
  '/sports/football/opponent-history/cass-river/309',
  '/sports/football/schedule',
  '/sports/football/schedule/text',
  '/sports/football/schedule/print',
  '/sports/football/results',
  '/sports/football/results/print/2025/conference',
];
const LONG_NAME = 'Northwestern Upper Peninsula Polytechnic Institute Lumberjac';
const LONG_WORD = LONG_NAME.replaceAll(' ', '');
const RTL_NAME = 'جامعة الملك عبد العزيز للعلوم والتقنية';

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Puts bad input into the page as served: 60-character names (one without a space) and right-to-left names. */
async function withBadNames(page: Page, selector: string) {
  const count = await page.locator(selector).evaluateAll(
    (els, names) => {
      els.forEach((el, i) => (el.textContent = names[i % names.length] ?? ''));
      return els.length;
    },
    [LONG_NAME, LONG_WORD, RTL_NAME],
  );
  expect(count, selector).toBeGreaterThan(2);
}

for (const width of [320, 390]) {
  test.describe(`${width} px phone`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('calendar, schedule, results and opponent history never scroll sideways', async ({ page }) => {
      for (const path of PAGES) {
        await page.goto(path);
        expect(await pageWidth(page), path).toBe(width);
      }
    });

    test('the month is an agenda by day (the grid is for wider screens); months are links', async ({ page, checkA11y }) => {
      await page.goto('/calendar');
      await expect(page.getByRole('table', { name: /November 2026/ })).toBeHidden();
      const day = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Saturday, November 21' }) });
      await expect(day).toBeVisible();
      const football = day.getByRole('listitem').filter({ hasText: 'Football' }).filter({ hasText: 'Bayview State' });
      await expect(football).toContainText('3:30 PM');
      await expect(football).toContainText('H');
      await expect(football.getByRole('link', { name: /^Tickets\s*: Football vs Bayview State/ })).toBeVisible();
      const played = day.getByRole('listitem').filter({ hasText: 'Wrestling' });
      await expect(played).toContainText(/W 20-16/);
      await checkA11y(page);
      await page.getByRole('link', { name: 'Next month' }).click();
      await expect(page).toHaveURL(/month=2026-12/);
      await expect(page.getByRole('heading', { name: 'Tuesday, December 1' })).toBeVisible();
    });

    test('opponent history and the text schedule scroll in their own box, first column in view', async ({ page }) => {
      for (const [path, table] of [
        ['/sports/football/opponent-history', /all-time record by opponent/],
        ['/sports/football/schedule/text', /2026 season/],
      ] as const) {
        await page.goto(path);
        const box = page.locator('.table-scroll').filter({ has: page.getByRole('table', { name: table }) });
        const [scrolls, sticky] = await box.evaluate((el) => [
          el.scrollWidth > el.clientWidth,
          getComputedStyle(el.querySelector('tbody tr > :first-child')!).position,
        ]);
        expect(scrolls, path).toBe(true);
        expect(sticky, path).toBe('sticky');
      }
    });

    test('bad input: 60-character and right-to-left names wrap instead of widening the page', async ({ page }) => {
      for (const [path, selector] of [
        ['/calendar', '.calendar-event-match bdi'],
        ['/sports/football/schedule', '.schedule-game-opponent bdi'],
        ['/sports/football/schedule/text', 'td bdi'],
        ['/sports/football/opponent-history', '.opponent-history-name bdi'],
      ] as const) {
        await page.goto(path);
        await withBadNames(page, selector);
        expect(await pageWidth(page), path).toBe(width);
      }
    });
  });
}

test.describe('1024 px (desktop)', () => {
  test.use({ viewport: { width: 1024, height: 900 } });

  test('the month grid, not the agenda; a busy day shows its first games and "+N more" to that day', async ({ page }) => {
    await page.goto('/calendar');
    await expect(page.getByRole('table', { name: /November 2026/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Saturday, November 21' })).toBeHidden();
    const cell = page.locator('td').filter({ has: page.getByText('Saturday, November 21', { exact: true }) });
    await expect(cell.locator('.calendar-game')).toHaveCount(3);
    const more = cell.getByRole('link', { name: /^\+\d+ more on Saturday, November 21$/ });
    const hidden = Number((await more.textContent())?.match(/\d+/)?.[0]);
    await more.click();
    await expect(page).toHaveURL(/view=list.*#calendar-day-2026-11-21$/);
    const day = page.locator('#calendar-day-2026-11-21');
    await expect(day.getByRole('heading', { name: 'Saturday, November 21' })).toBeInViewport();
    await expect(day.getByRole('listitem')).toHaveCount(3 + hidden);
  });

  test('bad input: long and right-to-left names stay inside their day', async ({ page }) => {
    await page.goto('/calendar');
    await withBadNames(page, '.calendar-grid .calendar-game bdi');
    expect(await pageWidth(page)).toBe(1024);
    const spill = await page
      .locator('.calendar-grid td')
      .evaluateAll(
        (cells) =>
          cells.filter((td) =>
            [...td.querySelectorAll('.calendar-game')].some((a) => a.getBoundingClientRect().right > td.getBoundingClientRect().right + 1),
          ).length,
      );
    expect(spill).toBe(0);
  });
});
