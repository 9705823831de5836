import { expect, test } from './fixtures.ts';

test('publications: filter without JavaScript, open one, its PDF is served; axe clean', async ({ browser, page: jsPage, checkA11y }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/publications');
  await expect(page.getByRole('heading', { name: 'Publications', level: 2 }).first()).toBeVisible();
  await page.getByLabel('Sport').selectOption('football');
  await page.getByLabel('Type').selectOption('media-guide');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/sport=football/);
  await expect(page.getByRole('status')).toHaveText('3 publications');
  await page
    .getByRole('link', { name: /Football Media Guide/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: /Football Media Guide/, level: 2 })).toBeVisible();
  const pdf = await page.getByRole('link', { name: 'Download the PDF' }).getAttribute('href');
  const response = await page.request.get(pdf ?? '');
  expect(response.headers()['content-type']).toBe('application/pdf');
  await context.close();

  await jsPage.goto('/publications');
  await checkA11y(jsPage);
  await jsPage
    .getByRole('link', { name: /Athletics Yearbook/ })
    .first()
    .click();
  await expect(jsPage.getByTitle(/Yearbook .*\(PDF\)/)).toBeAttached();
  await checkA11y(jsPage);
});

test('an unknown publication is a 404', async ({ request }) => {
  expect((await request.get('/publications/no-such-guide')).status()).toBe(404);
  expect((await request.get('/publications/Bad_Slug!')).status()).toBe(404);
});
