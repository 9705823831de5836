import { expect, test } from './first-seconds.ts';

// The calendar as the server sends it (spec 2.1, 9): on phones the month is an agenda, from tablet width a grid;
// CSS chooses, so the first paint is right with or without scripts, and months, views and "+N more" are links.

test('calendar on a phone: the agenda from the first paint; next month and the list view are links', async ({ page, early }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await early.goto('/calendar');
  await expect(page.getByRole('heading', { name: 'Saturday, November 21' })).toBeVisible();
  await expect(page.getByRole('table', { name: /November 2026/ })).toBeHidden();
  await early.step(async () => {
    await page.getByRole('link', { name: 'Next month' }).click();
    await expect(page).toHaveURL(/\/calendar\?month=2026-12$/);
    await expect(page.getByRole('heading', { name: 'Tuesday, December 1' })).toBeVisible();
    await page.getByRole('link', { name: 'List', exact: true }).click();
    await expect(page).toHaveURL(/\/calendar\?view=list&month=2026-12$|\/calendar\?month=2026-12&view=list$/);
    await expect(page.getByRole('heading', { name: 'Tuesday, December 1' })).toBeVisible();
  });
});

test('calendar from tablet width: the grid; "+N more" opens that day in the list', async ({ page, early }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await early.goto('/calendar');
  await expect(page.getByRole('table', { name: /November 2026/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Saturday, November 21' })).toBeHidden();
  await early.step(async () => {
    await page.getByRole('link', { name: /^\+\d+ more on Saturday, November 21$/ }).click();
    await expect(page).toHaveURL(/view=list.*#calendar-day-2026-11-21$/);
    await expect(page.getByRole('heading', { name: 'Saturday, November 21' })).toBeInViewport();
  });
});
