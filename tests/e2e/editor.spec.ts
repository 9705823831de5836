import type { Browser, Page } from '@playwright/test';
import { expect, signInAsStaff, test } from './fixtures.ts';

let signIns = 0;

/** Staff sign-in, in one place (accounts replace the token with a username and password here). */
async function signIn(page: Page, returnTo = '/admin'): Promise<void> {
  // Sign-ins are limited per client address (10 in 15 minutes) and the whole suite signs in from one: this
  // spec's browsers come through the test proxy (TRUST_PROXY=loopback) from addresses of their own.
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `192.0.2.${(signIns += 1)}` });
  await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  await signInAsStaff(page);
  await expect(page).toHaveURL(new RegExp(`${returnTo}$`));
}

/** The home page's default-area widget ids as a visitor sees them: a fresh browser context, no cookies. */
async function visitorHomeOrder(browser: Browser, query = ''): Promise<{ ids: string[]; html: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/${query}`);
  const ids = await page
    .locator('.area-default > .widget')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-widget-id') ?? ''));
  const html = await page.content();
  await context.close();
  return { ids, html };
}

const defaultArea = (page: Page) => page.locator('section[aria-labelledby="area-default"] li[data-widget-id]');

test('an editor reorders by keyboard, edits a prop, previews, publishes, and restores the old version', async ({
  page,
  browser,
  checkA11y,
  staffApi,
}) => {
  test.setTimeout(90_000);
  await staffApi.delete('/api/v2/admin/templates/homepage/draft'); // none unless an earlier run stopped half-way
  const before = await visitorHomeOrder(browser);
  expect(before.ids.indexOf('top-stories')).toBeGreaterThan(before.ids.indexOf('scores'));

  await signIn(page);
  await expect(page.getByLabel('Page', { exact: true })).toHaveValue('homepage');
  await expect(defaultArea(page).first()).toBeVisible();

  // Keyboard: focus "Move up" on Top Stories and press Enter; the move is announced and the focus stays.
  const moveUp = page.getByRole('button', { name: 'Move up Top Stories (Story list)' });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Top Stories \(Story list\) moved to position 2 of/)).toBeAttached();
  await expect(moveUp).toBeFocused();
  const order = await defaultArea(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-widget-id')));
  expect(order.indexOf('top-stories')).toBeLessThan(order.indexOf('scores'));

  // Edit a prop in the generated form: the draft saves and the preview shows it.
  await page.getByRole('button', { name: /^Top Stories \(Story list\) #top-stories$/ }).click();
  const title = page.locator('.editor-settings').getByLabel('Title', { exact: true });
  await title.fill('Editors Picks');
  await expect(page.locator('.editor-status')).toHaveText('Draft saved.');
  const changedAt = Date.now();
  const preview = page.frameLocator('iframe[title="Preview of homepage"]');
  await expect(preview.getByRole('heading', { name: 'Editors Picks' })).toBeVisible();
  expect(Date.now() - changedAt).toBeLessThan(3_000);
  const previewOrder = await preview
    .locator('.area-default > .widget')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-widget-id')));
  expect(previewOrder.indexOf('top-stories')).toBeLessThan(previewOrder.indexOf('scores'));

  await checkA11y(page);

  // Visitors still see the live page while the draft exists.
  expect((await visitorHomeOrder(browser)).html).not.toContain('Editors Picks');

  await page.getByLabel('Note for the history').fill('Top stories first');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(/Published version \d+\. Visitors see it now\./)).toBeAttached();
  const published = await visitorHomeOrder(browser);
  expect(published.html).toContain('Editors Picks');
  expect(published.ids.indexOf('top-stories')).toBeLessThan(published.ids.indexOf('scores'));

  // The history lists both versions; the old one's changes in words; restoring it makes a new version.
  const history = page.locator('.editor-history');
  await expect(history.getByText('Top stories first')).toBeVisible();
  await history.getByRole('button', { name: 'Changes of version 1' }).click();
  await expect(history.getByText(/Moved Story list "top-stories" from 2 to 3 in default|Moved Scoreboard/)).toBeVisible();
  await expect(history.getByText(/Changed props of Story list "top-stories": (.*, )?title/)).toBeVisible();
  await history.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByText(/Version 1 restored as version \d+\. Visitors see it now\./)).toBeAttached();
  await expect(history.locator('li[data-version]')).toHaveCount(3);
  const restored = await visitorHomeOrder(browser);
  expect(restored.html).not.toContain('Editors Picks');
  expect(restored.ids).toEqual(before.ids);
});

test('visitors never reach the editor or a preview', async ({ page, browser, staffApi, api }) => {
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/admin');
  await expect(visitorPage).toHaveURL(/\/login\?returnTo=%2Fadmin$/);
  expect((await api.get('/api/v2/admin/templates/homepage')).status()).toBe(401);

  // A draft only staff can see.
  await staffApi.delete('/api/v2/admin/templates/homepage/draft');
  const current = (await (await staffApi.get('/api/v2/admin/templates/homepage')).json()) as {
    live: { version: number; template: { areas: Record<string, { id: string; props: Record<string, unknown> }[]> } };
  };
  const areas = structuredClone(current.live.template.areas);
  const top = areas.default?.find((w) => w.id === 'top-stories');
  const liveTitle = String(top?.props.title);
  if (top) top.props.title = 'Draft Only Title';
  const saved = await staffApi.put('/api/v2/admin/templates/homepage/draft', {
    data: { template: { areas }, baseVersion: current.live.version, revision: null },
  });
  expect(saved.status()).toBe(200);
  try {
    const asVisitor = await visitorHomeOrder(browser, '?preview=draft');
    expect(asVisitor.html).toContain(liveTitle);
    expect(asVisitor.html).not.toContain('Draft Only Title');

    await signIn(page, '/admin');
    const staffPreview = await page.request.get('/?preview=draft');
    expect(staffPreview.headers()['cache-control']).toBe('private, no-store');
    expect(staffPreview.headers()['x-page-cache']).toBeUndefined();
    expect(await staffPreview.text()).toContain('Draft Only Title');
    // The preview did not reach the page cache: visitors still get the live page.
    expect((await visitorHomeOrder(browser)).html).not.toContain('Draft Only Title');
    expect((await visitorHomeOrder(browser, '?preview=draft')).html).not.toContain('Draft Only Title');
  } finally {
    await staffApi.delete('/api/v2/admin/templates/homepage/draft');
    await visitor.close();
  }
});

test('drag and drop reorders; a second editor saving over a changed page is told so and can reload', async ({
  page,
  staffApi,
  checkA11y,
}) => {
  test.setTimeout(90_000);
  await staffApi.delete('/api/v2/admin/templates/tickets/draft');
  await signIn(page);
  await page.getByLabel('Page', { exact: true }).selectOption('tickets');
  const items = page.locator('section[aria-labelledby="area-default"] li[data-widget-id]');
  await expect(items.first()).toBeVisible();
  // Add a second widget so there is something to reorder, then drag it above the first with the pointer.
  await page.getByLabel('Widget', { exact: true }).selectOption({ label: 'Sports directory' });
  await expect(page.getByText('Every sport with links to its schedule, roster and news.')).toBeVisible();
  await page.getByRole('button', { name: 'Add widget' }).click();
  await expect(page.locator('.editor-status')).toHaveText('Draft saved.');
  const before = await items.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-widget-id')));
  await page.setViewportSize({ width: 1280, height: 1600 });
  await page.locator('section[aria-labelledby="area-default"]').scrollIntoViewIfNeeded();
  const last = items.last().locator('.editor-drag');
  const first = items.first();
  const from = await last.boundingBox();
  const to = await first.boundingBox();
  if (!from || !to) throw new Error('no boxes');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + 20, to.y + 2, { steps: 10 });
  await page.mouse.up();
  await expect
    .poll(() => items.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-widget-id'))))
    .toEqual([before.at(-1), ...before.slice(0, -1)]);
  await expect(page.locator('.editor-status')).toHaveText('Draft saved.');

  // Meanwhile another editor publishes the page: this editor's next save is refused, nothing is overwritten.
  const current = (await (await staffApi.get('/api/v2/admin/templates/tickets')).json()) as {
    live: { version: number; template: unknown };
    draft: { revision: number; template: unknown };
  };
  await staffApi.post('/api/v2/admin/templates/tickets/publish', { data: { baseVersion: current.live.version, note: 'Other editor' } });
  await page
    .getByRole('button', { name: /^Move down/ })
    .first()
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'This page was changed since you opened it.' })).toBeVisible();
  await checkA11y(page);
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByText(`Live: version ${current.live.version + 1}.`)).toBeVisible();
  await expect(items).toHaveCount(before.length);

  // Put the tickets page back as it was for the other specs.
  const restored = await staffApi.post(`/api/v2/admin/templates/tickets/versions/${current.live.version}/restore`, {
    data: { baseVersion: current.live.version + 1, note: 'Back' },
  });
  expect(restored.status()).toBe(200);
});

test('an editor changes an alert in the same kind of form and visitors see it once it is published', async ({
  page,
  browser,
  staffApi,
  checkA11y,
}) => {
  test.setTimeout(60_000);
  // The banner shows the newest active alert: edit that one.
  const [shown] = (await (await staffApi.get('/api/v2/Alert/active')).json()) as { id: number }[];
  const alerts = (await (await staffApi.get('/api/v2/admin/content/alerts')).json()) as {
    id: number;
    title: string;
    body: Record<string, unknown>;
  }[];
  const alert = alerts.find((a) => a.id === shown?.id);
  if (!alert) throw new Error('no active alert in the fixtures');
  await signIn(page);
  await page.getByLabel('Kind').selectOption('alerts');
  await page.getByLabel('Item').selectOption(String(alert.id));
  const form = page.locator('.content-editor');
  await form.getByLabel(/^Title/).fill('Gates open at noon today');
  await form.getByLabel(/^End date/).fill('2027-01-01T00:00:00-05:00');
  await checkA11y(page);
  // Edits go to the alert's draft (decision 0023); publishing makes them live.
  await expect(form.locator('.editor-status')).toHaveText('Draft saved.');
  await form.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(form.locator('.content-status')).toHaveText(/Published version \d+\. Visitors see it now\./);
  try {
    const visitor = await browser.newContext();
    const home = await visitor.newPage();
    await home.goto('/');
    await expect(home.getByRole('region', { name: 'Alerts' })).toContainText('Gates open at noon today');
    await visitor.close();
  } finally {
    await staffApi.put(`/api/v2/admin/content/alerts/${alert.id}`, { data: { body: alert.body } });
  }
});

test("a sport's own layout: rearranged and published for one sport, visitors of that sport see it, other sports keep the default", async ({
  page,
  browser,
  staffApi,
}) => {
  test.setTimeout(90_000);
  const order = async (path: string) => {
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(path);
    const ids = await visitor
      .locator('.area-default > .widget')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-widget-id') ?? ''));
    await context.close();
    return ids;
  };
  const football = await order('/sports/football');
  const basketball = await order('/sports/mens-basketball');
  expect(football.indexOf('results')).toBeGreaterThan(football.indexOf('scores'));

  await signIn(page);
  await page.getByLabel('Page', { exact: true }).selectOption('sport_home');
  await page.getByLabel('Version for').selectOption({ label: 'Football only' });
  // The football version has loaded (it shows the default layout until it has its own) before the first edit.
  await expect(page.locator('.editor-state')).toContainText('This sport shows the default layout');
  const moveUp = page.getByRole('button', { name: 'Move up Recent Results (Scoreboard (upcoming games or results))' });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.editor-status')).toHaveText('Draft saved.');
  await page.getByLabel('Note for the history').fill('Results first for football');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(/Published version \d+\. Visitors see it now\./)).toBeAttached();

  const after = await order('/sports/football');
  expect(after.indexOf('results')).toBeLessThan(after.indexOf('scores'));
  expect(await order('/sports/mens-basketball')).toEqual(basketball);

  // Put it back the same way (the keyboard), so the page is as the other specs expect it.
  await page.getByRole('button', { name: 'Move down Recent Results (Scoreboard (upcoming games or results))' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.editor-status')).toHaveText('Draft saved.');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(/Published version \d+\. Visitors see it now\./)).toBeAttached();
  expect(await order('/sports/football')).toEqual(football);
  await staffApi.delete('/api/v2/admin/templates/sport_home/draft?sportId=2');
});
