import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { NavItem } from '#schemas/entities/navigation.ts';
import { TENANT } from './constants.ts';
import { e2eDataDir, expect, test } from './fixtures.ts';

// spec 2.6: the desktop header is one row. A department with more level-1 items than fit beside the header buttons
// gets the ones that do not fit in "More", at the stylesheet's breakpoints, from the server's HTML.

const EXTRA_TITLES = ['Camps & Clinics', 'Student-Athlete Experience', 'Traditions'];
let original = '';

function writeNavigation(body: string) {
  const db = new Database(join(e2eDataDir(), 'athletics.sqlite'));
  try {
    db.transaction(() => {
      db.prepare("UPDATE settings SET body = ? WHERE tenant = ? AND key = 'navigation'").run(body, TENANT);
      db.prepare('UPDATE tenants SET content_version = content_version + 1 WHERE id = ?').run(TENANT);
    })();
  } finally {
    db.close();
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  const db = new Database(join(e2eDataDir(), 'athletics.sqlite'), { readonly: true });
  try {
    original = (db.prepare("SELECT body FROM settings WHERE tenant = ? AND key = 'navigation'").get(TENANT) as { body: string }).body;
  } finally {
    db.close();
  }
  const nav = JSON.parse(original) as NavItem[];
  const fanZone = nav.find((item) => item.title === 'Fan Zone');
  if (!fanZone) throw new Error('the demo navigation has no Fan Zone');
  // Three more level-1 items, linking to pages that exist: one with a panel, two plain links.
  const extra: NavItem[] = [
    { ...fanZone, id: 9901, title: EXTRA_TITLES[0]!, url: '/facilities', columns: fanZone.columns.slice(0, 1) },
    { ...fanZone, id: 9902, title: EXTRA_TITLES[1]!, url: '/staff-directory', columns: [], social_media_links: [] },
    { ...fanZone, id: 9903, title: EXTRA_TITLES[2]!, url: '/awards', columns: [], social_media_links: [] },
  ];
  writeNavigation(JSON.stringify([...nav, ...extra]));
});

test.afterAll(() => writeNavigation(original));

/** The level-1 entries the bar shows, by their boxes. */
async function barItems(page: Page) {
  const items = page.locator('.mega-menu-list > .mega-menu-item');
  const boxes = [];
  for (const item of await items.all()) {
    if (!(await item.isVisible())) continue;
    const box = await item.boundingBox();
    const title = (await item.locator(':scope > a, :scope > details > summary').first().textContent())?.trim() ?? '';
    if (box) boxes.push({ title, ...box });
  }
  return boxes;
}

const moreButton = (page: Page): Locator => page.locator('.nav-more summary');

for (const width of [1024, 1280, 1366, 1920]) {
  test(`${width} px: one row; what does not fit is in "More", and nothing is in both`, async ({ page, checkA11y }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const items = await barItems(page);
    // One row: every visible entry on the same line, the last ending before the header buttons start.
    expect(new Set(items.map((i) => Math.round(i.y))).size).toBe(1);
    const buttons = await page.locator('.header-icons').boundingBox();
    const last = items.at(-1)!;
    expect(last.title).toMatch(/^More$/i);
    expect(last.x + last.width).toBeLessThanOrEqual(buttons!.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);

    const shown = items.slice(0, -1).map((i) => i.title.toLowerCase());
    await moreButton(page).click();
    const panel = page.locator('.nav-more .mega-menu-panel');
    await expect(panel).toBeVisible();
    const folded = (await panel.locator('.nav-more-entry:visible .mega-menu-overview').allTextContents()).map((t) => t.trim());
    // Every extra item is reachable: on the bar or in "More", never both, in the menu's order.
    for (const title of EXTRA_TITLES) expect(shown.includes(title.toLowerCase()) !== folded.includes(title)).toBe(true);
    for (const title of folded) expect(shown).not.toContain(title.toLowerCase());
    await panel.getByRole('link', { name: 'Traditions', exact: true }).click();
    await expect(page).toHaveURL(/\/awards$/);
    await page.goto('/');
    await checkA11y(page);
  });
}

test('a phone lists every item in the menu panel and has no "More"', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.locator('.site-header summary', { hasText: 'Menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const title of EXTRA_TITLES) await expect(nav.getByText(title, { exact: true }).first()).toBeVisible();
  await expect(moreButton(page)).toBeHidden();
});

test('"More" opens without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1024, height: 900 }, baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await moreButton(page).click();
    await expect(page.locator('.nav-more .mega-menu-panel').getByRole('link', { name: EXTRA_TITLES[1]! })).toBeVisible();
  } finally {
    await context.close();
  }
});
