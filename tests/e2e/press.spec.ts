import { buildSchool } from '#fixtures/school/index.ts';
import { expect, test } from './fixtures.ts';

const school = buildSchool();
const newest = school.clippings.filter((c) => c.published)[0]!;

test('clippings: each opens the outlet safely in a new window; the sport filter works without JavaScript; axe clean', async ({
  browser,
  page,
  checkA11y,
}) => {
  await page.goto('/clippings');
  const link = page.getByRole('link', { name: `${newest.headline} (${newest.outlet}, opens in a new window)` });
  await expect(link).toHaveAttribute('href', newest.url);
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await checkA11y(page);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto('/clippings');
  await noJs.getByRole('combobox', { name: 'Sport' }).selectOption('football');
  await noJs.getByRole('button', { name: 'Show' }).click();
  await expect(noJs).toHaveURL(/\/clippings\?sport=football$/);
  for (const meta of await noJs.locator('.clip-meta').allTextContents()) expect(meta).toContain('Football');
  await context.close();
});

test('coverage lists coming broadcasts by day; moments play video only when asked; axe clean', async ({ page, checkA11y }) => {
  await page.goto('/coverage');
  await expect(page.getByRole('table').first()).toBeVisible();
  await checkA11y(page);
  const thirdParty: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1')) thirdParty.push(r.url());
  });
  await page.goto('/moments');
  await expect(page.getByRole('status')).toHaveText(/^\d+ moments$/);
  await checkA11y(page);
  expect(thirdParty).toEqual([]);
  const play = page.getByRole('button', { name: /^Play Video/ }).first();
  if (await play.count()) {
    await play.click();
    await expect(page.locator('.video-player iframe').first()).toBeVisible();
  }
});

test('all-access library: a free clip plays only on Play, a locked one asks to sign in, filters work without JavaScript; axe clean', async ({
  browser,
  page,
  checkA11y,
}) => {
  const thirdParty: string[] = [];
  page.on('request', (r) => {
    if (!new URL(r.url()).hostname.startsWith('127.0.0.1')) thirdParty.push(r.url());
  });
  await page.goto('/all-access');
  await expect(page.getByRole('status')).toHaveText(/^\d+ clips$/);
  await checkA11y(page);
  expect(thirdParty).toEqual([]);
  const signIn = page.getByRole('link', { name: /^Sign in to (watch|listen)$/ }).first();
  if (await signIn.count()) await expect(signIn).toHaveAttribute('href', /^\/login\?returnTo=%2Fall-access/);
  await page
    .getByRole('button', { name: /^Play Video/ })
    .first()
    .click();
  await expect(page.locator('.video-player iframe').first()).toBeVisible();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto('/all-access');
  await noJs.getByRole('checkbox', { name: 'Include audio' }).check();
  await noJs.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Radio Calls' });
  await noJs.getByRole('button', { name: 'Show' }).click();
  await expect(noJs).toHaveURL(/\/all-access\?sport=&category=5&audio=1$/);
  for (const meta of await noJs.locator('.clip-meta').allTextContents()) expect(meta).toContain('Radio Calls');
  await context.close();
});
