import { expect, test } from './fixtures.ts';

test('a sport home with running GameDay takeovers redirects to the combined page once; then the splash shows, trapped, and Continue hides it; axe clean', async ({
  page,
  checkA11y,
}) => {
  const first = await page.goto('/sports/womens-tennis');
  expect(first?.url()).toMatch(/\/gameday\/concurrent\.aspx\?ids=\d+,\d+$/);
  await page.goto('/sports/womens-tennis');
  await expect(page).toHaveURL(/\/sports\/womens-tennis$/);
  const splash = page.getByRole('dialog', { name: 'Falcons Tennis: Senior Day Saturday' });
  await expect(splash).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to Home' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await splash.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await checkA11y(page);
  await page.keyboard.press('Escape');
  await expect(splash).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: "Women's Tennis", level: 2, exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('/splash/{id} shows that splash even out of its window; one that does not exist sends the visitor home', async ({ page }) => {
  await page.goto('/splash/2');
  await expect(page.getByRole('heading', { name: 'Expired: Fall Classic' })).toBeVisible();
  await page.goto('/splash/999');
  await expect(page).toHaveURL(/\/$/);
});
