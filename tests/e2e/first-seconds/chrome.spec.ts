import Database from 'better-sqlite3';
import { join } from 'node:path';
import { e2eDataDir } from '../fixtures.ts';
import { expect, test } from './first-seconds.ts';

// The site chrome's controls as HTML (spec 2.5, 2.6, 4): each works before hydration and without JavaScript;
// hydration finishes what HTML cannot (the alert's 12-hour marker, the rotators' state).

const PHONE = { width: 390, height: 844 };

test('phone menu: opens, every sport is a link, one leads to its page', async ({ page, early }) => {
  await page.setViewportSize(PHONE);
  await early.goto('/');
  await early.step(async () => {
    const toggle = page.locator('.site-header summary', { hasText: 'Menu' });
    await toggle.click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    const item = nav.locator('.mega-menu-item', { has: page.locator('summary', { hasText: /^Sports$/ }) });
    await item.locator('summary').click();
    const sports = item.locator('.nav-leaf-link');
    expect(await sports.count()).toBeGreaterThan(10);
    for (const link of await sports.all()) await expect(link).toBeVisible();
    await nav.getByRole('link', { name: "Women's Soccer", exact: true }).click();
    await expect(page).toHaveURL(/\/sports\/womens-soccer$/);
    await expect(page.getByRole('heading', { level: 2, name: "Women's Soccer" })).toBeVisible();
  });
});

test('desktop mega-menu: a level-1 item opens its panel', async ({ page, early }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await early.goto('/');
  await early.step(async () => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.locator('summary', { hasText: /^Sports$/ }).click();
    await nav.getByRole('link', { name: 'Football', exact: true }).click();
    await expect(page).toHaveURL(/\/sports\/football$/);
  });
});

test('search: the toggle reaches the search page, whose form shows results', async ({ page, early }) => {
  await early.goto('/');
  await early.step(async () => {
    await page.locator('.site-header .search-toggle').click();
    await expect(page).toHaveURL(/\/search$/);
    const field = page.getByRole('searchbox', { name: 'Search' });
    await field.fill('football');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=football/);
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /football/i })
        .first(),
    ).toBeVisible();
  });
});

test('sport nav: "More +" opens the sport links on a phone', async ({ page, early }) => {
  await page.setViewportSize(PHONE);
  await early.goto('/sports/football');
  await early.step(async () => {
    const sportNav = page.getByRole('navigation', { name: 'Football menu' });
    const roster = sportNav.getByRole('link', { name: 'Roster', exact: true });
    await expect(roster).toBeHidden();
    await sportNav.getByText('More +').click();
    await expect(sportNav.getByText('More -')).toBeVisible();
    await roster.click();
    await expect(page).toHaveURL(/\/sports\/football\/roster$/);
  });
});

test('sport nav: the "More" dropdown of additional links opens on a laptop', async ({ page, early }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await early.goto('/sports/football');
  await early.step(async () => {
    const sportNav = page.getByRole('navigation', { name: 'Football menu' });
    const calendar = sportNav.getByRole('link', { name: 'Calendar', exact: true });
    await expect(calendar).toBeHidden();
    await sportNav.getByRole('button', { name: 'More', exact: true }).click();
    await calendar.click();
    await expect(page).toHaveURL(/\/sports\/football\/calendar$/);
  });
});

test('alert: Dismiss hides it at once; hydration writes the 12-hour marker (spec 4)', async ({ page, early }) => {
  await early.goto('/');
  const banner = page.locator('.alert-banner');
  await expect(banner).toBeVisible();
  await early.step(async () => {
    await banner.locator('summary', { hasText: 'Dismiss' }).click();
    await expect(banner).toBeHidden();
  });
  if (!(await early.hydrated())) return;
  await expect(banner).toHaveCount(0);
  const markers = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('alert-dismissed-')));
  expect(markers).toHaveLength(1);
});

test('skip links: "Pause All Rotators" pressed before hydration is applied at hydration', async ({ page, early }) => {
  await early.goto('/');
  await early.step(async () => {
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const control = page.locator('.skip-links summary');
    await expect(control).toBeFocused();
    await expect(control).toHaveText('Pause All Rotators', { useInnerText: true });
    await page.keyboard.press('Enter');
    await expect(control).toHaveText('Play All Rotators', { useInnerText: true });
  });
  if (!(await early.hydrated())) return;
  await expect(page.getByRole('button', { name: 'Play All Rotators' })).toHaveCount(1);
});

test.describe('with an ad service', () => {
  // The demo school has none: switch one on in the store (as ads.spec.ts does), its library answered locally.
  test.beforeAll(() => setAdService({ siteId: 'northfield-e2e.example.com', isTesting: true }));
  test.afterAll(() => setAdService(null));

  test('top ad: closed on a phone, it is gone for this page view', async ({ page, early }) => {
    await page.route('https://htlbid.com/**', (route) =>
      route.fulfill({ contentType: route.request().url().endsWith('.css') ? 'text/css' : 'text/javascript', body: '' }),
    );
    await page.setViewportSize(PHONE);
    await early.goto('/');
    const ad = page.locator('.top-ad');
    await expect(ad).toBeVisible();
    await early.step(async () => {
      await page.locator('.top-ad summary[aria-label="Close advertisement"]').click();
      await expect(ad).toBeHidden();
    });
    if (!(await early.hydrated())) return;
    await expect(ad).toHaveCount(0);
  });
});

function setAdService(adService: { siteId: string; isTesting: boolean } | null): void {
  const db = new Database(join(e2eDataDir(), 'athletics.sqlite'));
  db.transaction(() => {
    const row = db.prepare("SELECT body FROM settings WHERE tenant='northfield' AND key='site'").get() as { body: string };
    db.prepare("UPDATE settings SET body = ? WHERE tenant='northfield' AND key='site'").run(
      JSON.stringify({ ...JSON.parse(row.body), adService }),
    );
    db.prepare("UPDATE tenants SET content_version = content_version + 1 WHERE id='northfield'").run();
  })();
  db.close();
}
