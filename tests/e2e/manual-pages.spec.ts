import { buildSchool } from '#fixtures/school/index.ts';
import { expect, test } from './fixtures.ts';

const school = buildSchool();
const todays = school.games.slice(0, 2);

test('showcase: no third-party request until Play; then the same-origin embed page plays it; axe clean', async ({ page, checkA11y }) => {
  const thirdParty: string[] = [];
  page.on('request', (r) => {
    if (!new URL(r.url()).hostname.startsWith('127.0.0.1')) thirdParty.push(r.url());
  });
  await page.goto('/showcase');
  await expect(page.getByRole('heading', { name: 'Showcase', level: 2 })).toBeVisible();
  await checkA11y(page);
  // The frame without a Play button is our own embed page, waiting for its own Play.
  await expect(page.frameLocator('iframe[src^="/embed?Archive="]').getByRole('button', { name: /^Play Video/ })).toBeVisible();
  expect(thirdParty).toEqual([]);
  await page.getByRole('button', { name: /^Play Video.*Season in review/ }).click();
  await expect(page.locator('iframe[src="/embed?youtube=nsu-season-review&autoplay=1&controls=1&live=0"]')).toBeVisible();
  await expect(
    page.frameLocator('iframe[src^="/embed?youtube="]').locator('iframe[src^="https://www.youtube-nocookie.com/embed/nsu-season-review"]'),
  ).toHaveCount(1);
});

test('manual pages by prefix set their sport; concurrent GameDay lists its games; unknown paths are 404; axe clean', async ({
  page,
  request,
  checkA11y,
}) => {
  await page.goto('/gameday/football');
  await expect(page.getByRole('heading', { name: 'Football Gameday' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /Football/ })).toBeVisible();
  await checkA11y(page);
  await page.goto(`/gameday/concurrent.aspx?ids=${todays.map((g) => g.id).join(',')}`);
  await expect(page.getByRole('heading', { name: '2 games today' })).toBeVisible();
  await checkA11y(page);
  for (const path of ['/feature/nothing-here', '/feature/draft-preview', '/gameday/concurrent.aspx?ids=zzz'])
    expect((await request.get(path)).status(), path).toBe(404);
  for (const path of [
    '/watch',
    '/series/falcons-unfiltered',
    '/services/ticket-faq',
    '/tournament-experience/glac-basketball',
    '/signingday/2026',
  ])
    expect((await request.get(path)).status(), path).toBe(200);
});

test('galleries: a photo opens in a keyboard-operable viewer (arrows, Escape), focus returns to the thumbnail; axe clean', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/galleries');
  await checkA11y(page);
  await page.locator('.gallery-grid a').first().click();
  await expect(page).toHaveURL(/\/galleries\/[\w-]+\/\d+$/);
  const first = page.locator('.gallery-thumb').first();
  await first.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: /^Photo 1 of \d+$/ });
  await expect(viewer).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: /^Photo 2 of \d+$/ })).toBeVisible();
  await checkA11y(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(first).toBeFocused();
});
