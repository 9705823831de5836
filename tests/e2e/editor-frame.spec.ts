import type { Page } from '@playwright/test';
import { expect, signInAsStaff, test } from './fixtures.ts';

let signIns = 0;

/** Staff sign-in from an address of its own (sign-ins are limited per client address; the suite shares one). */
async function signIn(page: Page): Promise<void> {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${(signIns += 1)}` });
  await page.goto('/login?returnTo=%2Fadmin');
  await signInAsStaff(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByLabel('Page', { exact: true })).toHaveValue('homepage');
}

type Samples = { items: { title: string; address: string }[] };

test('the editor has a frame of its own that fits the screen, each panel scrolling on its own', async ({ page, checkA11y }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await expect(page.locator('section[aria-labelledby="area-default"] li[data-widget-id]').first()).toBeVisible();
  // No public chrome: the editor's own top bar instead.
  await expect(page.locator('.site-header, .site-footer, .alert-banner, .ad-slot')).toHaveCount(0);
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('link', { name: 'View site' })).toHaveAttribute('href', '/');
  await expect(bar.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Toolbar' }).getByRole('button', { name: 'Publish', exact: true })).toBeVisible();

  for (const width of [1280, 1024, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    const fits = () =>
      page.evaluate(() => ({
        down: document.documentElement.scrollHeight <= window.innerHeight,
        across: document.documentElement.scrollWidth <= window.innerWidth,
      }));
    await expect.poll(fits).toEqual({ down: true, across: true });
    // The widget list, the preview and the settings are side by side, all on screen.
    for (const name of ['Widgets', /^Preview/, 'Widget settings']) {
      const box = await page.getByRole('region', { name }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width + 1 && box.y + box.height <= 801, `${String(name)} at ${width}`).toBe(true);
    }
    // The "Add a widget" select keeps inside its box.
    const add = await page.locator('.editor-add').boundingBox();
    const select = await page.getByLabel('Widget', { exact: true }).boundingBox();
    expect(select!.x + select!.width).toBeLessThanOrEqual(add!.x + add!.width);
    await page.screenshot({ path: test.info().outputPath(`admin-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await checkA11y(page);
});

test('on a phone the editor is one column that scrolls as a page: nothing sideways, the preview most of a screen tall', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await expect(page.locator('section[aria-labelledby="area-default"] li[data-widget-id]').first()).toBeVisible();
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const [widgets, preview, settings] = await Promise.all(
      ['Widgets', /^Preview/, 'Widget settings'].map((name) => page.getByRole('region', { name }).boundingBox()),
    );
    for (const box of [widgets, preview, settings])
      expect(box!.x >= 0 && box!.x + box!.width <= width + 1, `inside ${width} px`).toBe(true);
    // Stacked in that order, none over another; the preview is most of a screen tall and as wide as the column.
    expect(widgets!.y + widgets!.height).toBeLessThanOrEqual(preview!.y + 1);
    expect(preview!.y + preview!.height).toBeLessThanOrEqual(settings!.y + 1);
    expect(preview!.height).toBeGreaterThan(0.6 * 844);
    expect(preview!.width).toBeGreaterThan(width - 40);
    // Every field of the toolbar and of the content forms keeps inside the screen.
    const outside = await page.evaluate(
      (w) =>
        [...document.querySelectorAll('.admin input, .admin select, .admin button')].filter((e) => e.getBoundingClientRect().right > w + 1)
          .length,
      width,
    );
    expect(outside, `controls past ${width} px`).toBe(0);
    await page.screenshot({ path: test.info().outputPath(`admin-${width}.png`), fullPage: true });
  }
  await checkA11y(page);
});

test('pages are found by name and section; a story page previews a real story, another chosen by search, and its layout changes while looking at it', async ({
  page,
  staffApi,
  checkA11y,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const stories = (await (await staffApi.get('/api/v2/admin/pages/story/samples?limit=6')).json()) as Samples;
  const [latest, , , , , other] = stories.items;
  if (!latest || !other) throw new Error('the demo school has too few stories');
  await staffApi.delete('/api/v2/admin/templates/story/draft'); // none unless an earlier run stopped half-way
  await signIn(page);

  const find = page.getByLabel('Find a page');
  await find.fill('story');
  const found = page.getByRole('list', { name: 'Pages found' });
  await expect(found.getByRole('button').first()).toHaveText(/^News › Story\s+story$/);
  await expect(found.getByRole('button', { name: /News › Hidden story/ })).toBeVisible();
  await checkA11y(page);
  // The keyboard goes down into the results and picks one.
  await find.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Page', { exact: true })).toHaveValue('story');
  await expect(found).toHaveCount(0);

  // The latest story is the sample; its headline is in the preview.
  const preview = page.frameLocator('iframe[title="Preview of story"]');
  await expect(page.getByText(`Previewing the story ${latest.title}`)).toBeVisible();
  await expect(preview.getByRole('heading', { name: latest.title })).toBeVisible();

  // Another story, found by a word of its title.
  const word = other.title.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a));
  await page.getByLabel('Preview another story').fill(word);
  await page
    .getByRole('list', { name: 'Stories found' })
    .getByRole('button', { name: `${other.title} ${other.address}` })
    .click();
  await expect(preview.getByRole('heading', { name: other.title })).toBeVisible();
  await expect(page.locator('iframe[title="Preview of story"]')).toHaveAttribute('src', new RegExp(`^${other.address}\\?`));
  await checkA11y(page);

  // The story page's layout changes while the editor looks at that story: the draft's order is the preview's.
  const list = page.locator('section[aria-labelledby="area-default"] li[data-widget-id]');
  const listed = await list.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-widget-id')));
  expect(listed.length).toBeGreaterThan(1);
  await list
    .first()
    .getByRole('button', { name: /^Move down / })
    .click();
  await expect(page.locator('.editor-status')).toHaveText('Draft saved.');
  const [first, second] = listed as [string, string];
  expect(await list.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-widget-id')))).toEqual([
    second,
    first,
    ...listed.slice(2),
  ]);
  await expect(page.locator('iframe[title="Preview of story"]')).toHaveAttribute('src', new RegExp(`^${other.address}\\?preview=draft`));
  const shown = () => preview.locator('.area-default > .widget').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-widget-id')));
  await expect
    .poll(async () => {
      const ids = await shown();
      return ids.includes(first) && ids.includes(second) && ids.indexOf(second) < ids.indexOf(first);
    })
    .toBe(true);
  await expect(preview.getByRole('heading', { name: other.title })).toBeVisible();
  await staffApi.delete('/api/v2/admin/templates/story/draft');
});

test('a previewed record that no longer exists is said so in the preview area', async ({ page, staffApi }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const players = (await (await staffApi.get('/api/v2/admin/pages/roster_bio/samples?limit=2')).json()) as Samples;
  const gone = players.items[1];
  if (!gone) throw new Error('the demo school has too few players');
  // The record is deleted while the editor previews it: its address answers 404 from now on.
  await page.route(`**${gone.address}?**`, (route) => route.fulfill({ status: 404, contentType: 'text/html', body: '<p>Not found</p>' }));
  await signIn(page);
  await page.getByLabel('Page', { exact: true }).selectOption('roster_bio');
  await expect(page.getByText(/^Previewing the player/)).toBeVisible();
  await page.getByLabel('Preview another player').fill(gone.title.split(' ')[1]!);
  await page.getByRole('button', { name: `${gone.title} ${gone.address}` }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The player previewed here no longer exists' })).toBeVisible();
});

test("a preview is the page's HTML without the site's scripts; the page fans get keeps them", async ({ page, api }) => {
  const scripts = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  const visitor = await (await api.get('/')).text();
  expect(scripts(visitor).some((tag) => tag.includes('type="module"'))).toBe(true);
  await signIn(page);
  const preview = await page.request.get('/?preview=draft');
  expect(preview.headers()['cache-control']).toBe('private, no-store');
  const html = await preview.text();
  // The same page, widgets and all, painted from its HTML: no module, no router context, no scroll restoration.
  expect(html).toContain('data-widget-id="top-stories"');
  expect(scripts(html)).toEqual([]);
  // Marked as a preview, whose widgets are laid out as they come into the frame's view (widgets.css); fans' pages are not.
  expect(html).toMatch(/<html lang="en" data-preview="">/);
  expect(visitor).not.toContain('data-preview');
  // Nor a module preload: the frame shares the editor's main thread, which would fetch and compile them per edit.
  expect(visitor).toContain('rel="modulepreload"');
  expect(html).not.toContain('rel="modulepreload"');
  // The editor's frame shows it so, the live page too when there is no draft, and still picks widgets in it.
  const frame = page.frameLocator('iframe[title="Preview of homepage"]');
  await expect(page.locator('iframe[title="Preview of homepage"]')).toHaveAttribute('src', /[?&]preview=(draft|live|v\d+)(&|$)/);
  await expect(frame.locator('body')).toBeVisible();
  expect(await frame.locator('script').count()).toBe(0);
  await expect(frame.locator('[data-widget-id="top-stories"]')).toBeVisible();
  await frame.locator('[data-widget-id="top-stories"]').click();
  await expect(page.locator('.editor-settings').getByLabel('Title', { exact: true })).toBeVisible();
});
