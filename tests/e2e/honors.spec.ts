import { buildSchool } from '#fixtures/school/index.ts';
import { expect, test } from './fixtures.ts';

const school = buildSchool();
const person = school.inductees.filter((x) => x.list === 'hall-of-fame' && x.published && x.induction_year === 2019)[0]!;
const name = `${person.first_name} ${person.last_name}`;

test('hall of fame from the menu: lists, a class, an inductee bio and back; works without JavaScript; axe clean', async ({
  browser,
  page,
  checkA11y,
}) => {
  await page.goto('/honors');
  await page.getByRole('link', { name: 'Athletics Hall of Fame' }).click();
  await expect(page.getByRole('heading', { name: 'Class of 2025' })).toBeVisible();
  await checkA11y(page);
  await page.getByRole('navigation', { name: 'Browse Athletics Hall of Fame' }).getByRole('link', { name: '2019', exact: true }).click();
  await expect(page).toHaveURL(/\/honors\/hall-of-fame\/2019$/);
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${name} - `));
  await checkA11y(page);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto('/honors/hall-of-fame/2019');
  await expect(noJs.getByRole('link', { name })).toBeVisible();
  await context.close();
});
