import { buildSchool } from '#fixtures/school/index.ts';
import { expect, test } from './fixtures.ts';

const school = buildSchool();
const head = school.staff.find((m) => m.sport_id === 2 && m.is_head_coach)!;
const other = school.staff.find((m) => m.sport_id !== 2 && m.kind === 'coach')!;

test('from the sport navigation to the coaches, a coach bio with contact links and seasons, and the records; axe clean', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/sports/football');
  await page
    .getByRole('navigation', { name: /Football/ })
    .getByRole('link', { name: 'Coaches' })
    .click();
  const name = `${head.first_name} ${head.last_name}`;
  await expect(page.getByRole('link', { name })).toBeVisible();
  await checkA11y(page);
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('table', { name: new RegExp(`${name}: seasons as head coach`) })).toBeVisible();
  await expect(page.getByRole('link', { name: head.email ?? '' })).toHaveAttribute('href', `mailto:${head.email}`);
  await checkA11y(page);
  await page.goto('/sports/football/coaches/overall');
  await expect(page.getByRole('table', { name: 'Football records by head coach' })).toBeVisible();
  await page.getByRole('link', { name: 'By year' }).click();
  await expect(page.getByRole('table', { name: 'Football records by season' })).toBeVisible();
  await checkA11y(page);
});

test('sport staff lists support staff; a coach of another sport or a bogus records type is a 404', async ({ page, request }) => {
  await page.goto('/sports/football/staff');
  await expect(page.getByRole('heading', { name: 'Support staff' })).toBeVisible();
  for (const path of [
    `/sports/football/roster/coaches/${other.slug}/${other.id}`,
    '/sports/football/coaches/lifetime',
    '/sports/football/coaches/1999',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('historical roster: find players by name and position without JavaScript; axe clean', async ({ browser, page, checkA11y }) => {
  await page.goto('/historical-roster');
  await expect(page.getByRole('status')).toHaveText(/^\d+ players$/);
  await checkA11y(page);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto('/sports/football/historical-roster');
  await noJs.getByRole('combobox', { name: 'Position' }).selectOption('QB');
  await noJs.getByRole('button', { name: 'Find' }).click();
  await expect(noJs).toHaveURL(/position=QB/);
  for (const cell of await noJs.locator('tbody tr td:nth-child(3)').allTextContents()) expect(cell).toContain('Quarterback');
  await context.close();
  expect((await page.request.get('/historicalroster')).url()).toMatch(/\/historical-roster$/);
});
