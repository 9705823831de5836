import { expect, test } from './fixtures.ts';

test('results from the sport navigation: a captioned table with W/L/T and scores, season by form without JavaScript; axe clean', async ({
  page,
  browser,
  checkA11y,
}) => {
  await page.goto('/sports/football');
  await page
    .getByRole('navigation', { name: /Football/ })
    .getByRole('link', { name: 'Results' })
    .click();
  const table = page.getByRole('table', { name: /Football .* All results: \d+-\d+/ });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Result' })).toBeVisible();
  await checkA11y(page);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto('/sports/football/results');
  await noJs.getByRole('combobox', { name: 'Season' }).selectOption('2025');
  await noJs.getByRole('button', { name: 'Go' }).click();
  await expect(noJs).toHaveURL(/season=2025/);
  await expect(noJs.getByRole('table', { name: /Football 2025 All results/ })).toBeVisible();
  await context.close();
});

test('results print is fullscreen with a Print button; a bad type is a 404', async ({ page, request, checkA11y }) => {
  await page.goto('/sports/football/results/print/2025/conference');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(page.getByRole('table', { name: /Conference results/ })).toBeVisible();
  await checkA11y(page);
  expect((await request.get('/sports/football/results/print/2025/bogus')).status()).toBe(404);
});

test('opponent history: from the sport navigation to an opponent, every meeting with its box score; axe clean', async ({
  page,
  request,
  checkA11y,
}) => {
  await page.goto('/sports/football');
  await page
    .getByRole('navigation', { name: /Football/ })
    .getByRole('link', { name: 'Opponent History' })
    .click();
  const table = page.getByRole('table', { name: 'Football all-time record by opponent' });
  await expect(table).toBeVisible();
  await checkA11y(page);
  await table.getByRole('rowheader').first().getByRole('link').click();
  await expect(page.getByRole('table', { name: /^Every meeting with / })).toBeVisible();
  await checkA11y(page);
  expect((await request.get('/sports/field-hockey/opponent-history')).status()).toBe(404);
});
