import { buildSchool } from '#fixtures/school/index.ts';
import { expect, test } from './fixtures.ts';

const school = buildSchool();
const playerAward = school.awards.findLast((a) => a.published && a.player_id !== null)!;
const draft = school.awards.find((a) => !a.published)!;
const emptyYear = Array.from({ length: 20 }, (_, i) => `${2006 + i}-${String((2007 + i) % 100).padStart(2, '0')}`).find(
  (y) => !school.allAmericans.some((a) => a.sport_id === 2 && a.academic_year === y),
)!;

test('awards: from the navigation to the list, a year table, an award bio and the player bio; axe clean', async ({ page, checkA11y }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const inside = page.getByRole('button', { name: 'Inside Athletics', exact: true });
  await inside.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('link', { name: 'Awards', exact: true }).first().click();
  await expect(page).toHaveURL(/\/awards$/);
  await expect(page.getByRole('status')).toHaveText(/^\d+ awards$/);
  await expect(page.getByRole('table', { name: '2025-26 Awards' })).toBeVisible();
  await checkA11y(page);
  await page.goto(
    `/awards?year=${playerAward.academic_year}&sport=${school.sports.find((s) => s.id === playerAward.sport_id)!.global_sport_name_slug}`,
  );
  await page.getByRole('link', { name: playerAward.recipient }).first().click();
  await expect(page).toHaveURL(/\/awards\/\d+$/);
  await expect(page).toHaveTitle(new RegExp(`^${playerAward.recipient} - `));
  await expect(page.getByRole('heading', { level: 2, name: playerAward.recipient })).toBeVisible();
  await checkA11y(page);
  await page.getByRole('link', { name: `${playerAward.recipient}: player bio` }).click();
  await expect(page).toHaveURL(/\/roster\/[a-z0-9-]+\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: playerAward.recipient })).toBeVisible();
});

test('the filter works without JavaScript; an empty result says so', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const noJs = await context.newPage();
  await noJs.goto('/awards');
  await noJs.getByRole('combobox', { name: 'Sport' }).selectOption('football');
  await noJs.getByRole('combobox', { name: 'Year' }).selectOption('2025-26');
  await noJs.getByRole('button', { name: 'Show' }).click();
  await expect(noJs).toHaveURL(/sport=football&year=2025-26/);
  for (const cell of await noJs.locator('tbody tr td:nth-child(3)').allTextContents()) expect(cell).toBe('Football');
  // A bad year is no filter: a normal page.
  await noJs.goto('/all-americans?sport=football&year=1999-00&page=%3Cx%3E');
  await expect(noJs.getByRole('status')).toHaveText(/^\d+ All-Americans$/);
  await noJs.goto(`/all-americans?sport=football&year=${emptyYear}`);
  await expect(noJs.getByRole('status')).toHaveText('0 All-Americans');
  await expect(noJs.getByText('No All-Americans match these filters.')).toBeVisible();
  await context.close();
});

test('All-Americans list and bio; axe clean; unknown and unpublished ids are 404', async ({ page, request, checkA11y }) => {
  await page.goto('/all-americans');
  await expect(page.getByRole('table').first()).toBeVisible();
  await checkA11y(page);
  const first = page.locator('tbody th a').first();
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`All-American`));
  await checkA11y(page);
  for (const path of [`/awards/${draft.id}`, '/awards/999999', '/all-americans/999999']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain(`Page Not Found: ${path}`);
  }
});
