import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, signInAsStaff, test } from './fixtures.ts';
import { E2E_STAFF_USERNAME } from './constants.ts';

// Alerts, promotions and splash pages in the editor (docs/decisions/0023-content-versions.md): a draft autosaved and
// previewed, published with a note, a second editor refused (409), an older version restored, a publish scheduled.

let signIns = 0;

/** Staff sign-in from an address of its own (sign-ins are limited per client address; the suite shares one). */
async function signIn(page: Page): Promise<void> {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `192.0.2.${150 + (signIns += 1)}` });
  await page.goto('/login?returnTo=%2Fadmin');
  await signInAsStaff(page);
  await expect(page).toHaveURL(/\/admin$/);
}

type Item = { id: number; title: string; body: Record<string, unknown> };
type History = { live: number; draft: { revision: number } | null };

/** Opens one document in the content editor once its history has loaded. */
async function open(page: Page, kind: string, id: number) {
  const editor = page.locator('.content-editor');
  await editor.getByLabel('Kind').selectOption(kind);
  await editor.getByLabel('Item').selectOption(String(id));
  await expect(editor.locator('.editor-state')).toContainText('Live: version');
  return editor;
}

/** The text a visitor's home page shows, from a fresh browser (no staff session, no cookies). */
async function visitorHome(browser: Browser): Promise<{ text: (selector: string) => Promise<string>; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const home = await context.newPage();
  await home.goto('/');
  return { text: async (selector) => (await home.locator(selector).allTextContents()).join(' '), close: () => context.close() };
}

/** The alert the home page's banner shows (the newest active one) and its body, to put back afterwards. */
async function shownAlert(staffApi: APIRequestContext): Promise<Item> {
  const [shown] = (await (await staffApi.get('/api/v2/Alert/active')).json()) as { id: number }[];
  const alerts = (await (await staffApi.get('/api/v2/admin/content/alerts')).json()) as Item[];
  const alert = alerts.find((a) => a.id === shown?.id);
  if (!alert) throw new Error('no active alert in the fixtures');
  return alert;
}

test('alert: an edit is a draft visitors do not see, previewed as the alert bar, then published and visible', async ({
  page,
  browser,
  staffApi,
  checkA11y,
}) => {
  test.setTimeout(60_000);
  const alert = await shownAlert(staffApi);
  const path = `/api/v2/admin/content/alerts/${alert.id}`;
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page);
    const editor = await open(page, 'alerts', alert.id);
    await editor.getByLabel(/^Title/).fill('Draft: lots open at 9');
    await expect(editor.locator('.editor-status')).toHaveText('Draft saved.');
    await expect(editor.locator('.editor-state')).toContainText('You are editing the draft');
    // The preview is the site's own alert bar with the draft, marked as a preview of the draft.
    await expect(editor.getByRole('heading', { name: 'Preview of the draft' })).toBeVisible();
    await expect(editor.locator('.content-preview .alert-banner')).toContainText('Draft: lots open at 9');
    await checkA11y(page);

    const before = await visitorHome(browser);
    expect(await before.text('.alert-banners')).toContain(alert.title);
    expect(await before.text('.alert-banners')).not.toContain('Draft: lots open at 9');
    await before.close();

    await editor.getByLabel('Note for the history').fill('Earlier opening');
    await editor.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(editor.locator('.content-status')).toHaveText(/^Published version \d+\. Visitors see it now\.$/);
    await expect(editor.locator('.editor-state')).toContainText('No draft');
    const newest = editor.locator('.content-history li[data-version]').first();
    await expect(newest).toContainText('live');
    await expect(newest).toContainText(E2E_STAFF_USERNAME);
    await expect(newest).toContainText('Earlier opening');

    const after = await visitorHome(browser);
    expect(await after.text('.alert-banners')).toContain('Draft: lots open at 9');
    await after.close();
  } finally {
    await staffApi.delete(`${path}/draft`);
    await staffApi.put(path, { data: { body: alert.body } });
  }
});

test('alert: a second editor published meanwhile, so this editor’s publish is refused (409) and says how to reload', async ({
  page,
  staffApi,
}) => {
  test.setTimeout(60_000);
  const alert = await shownAlert(staffApi);
  const path = `/api/v2/admin/content/alerts/${alert.id}`;
  try {
    await signIn(page);
    const editor = await open(page, 'alerts', alert.id);
    await editor.getByLabel(/^Title/).fill('Mine: gates at noon');
    await expect(editor.locator('.editor-status')).toHaveText('Draft saved.');

    // The other editor takes the draft further and publishes it.
    const seen = (await (await staffApi.get(`${path}/history`)).json()) as History;
    const theirs = await staffApi.put(`${path}/draft`, {
      data: { body: { ...alert.body, title: 'Theirs: gates at one' }, baseVersion: seen.live, revision: seen.draft?.revision ?? null },
    });
    expect(theirs.status()).toBe(200);
    expect((await staffApi.post(`${path}/publish`, { data: { baseVersion: seen.live, note: 'Other editor' } })).status()).toBe(200);

    await editor.getByRole('button', { name: 'Publish', exact: true }).click();
    const refused = editor.getByRole('alert').filter({ hasText: 'This alert was changed since you opened it.' });
    await expect(refused).toBeVisible();
    await refused.getByRole('button', { name: 'Reload the alert' }).click();
    await expect(editor.locator('.editor-state')).toContainText(`Live: version ${seen.live + 1}.`);
    await expect(editor.getByLabel(/^Title/)).toHaveValue('Theirs: gates at one');
    await expect(refused).toHaveCount(0);
  } finally {
    await staffApi.delete(`${path}/draft`);
    await staffApi.put(path, { data: { body: alert.body } });
  }
});

test('promotion: yesterday’s version is restored as a new one, fans see it again, and the form shows it', async ({
  page,
  browser,
  staffApi,
}) => {
  test.setTimeout(60_000);
  const promotions = (await (await staffApi.get('/api/v2/admin/content/promotions')).json()) as Item[];
  // The home page's sponsor block (an html promotion).
  const promotion = promotions.find((p) => p.body.name === 'home-html');
  if (!promotion) throw new Error('no home-html promotion in the fixtures');
  const path = `/api/v2/admin/content/promotions/${promotion.id}`;
  const reword = (html: unknown) => String(html).replace('Presented by', 'Brought to you by');
  try {
    // Yesterday's is live; today's replaces it (another editor, through the API).
    const { live: yesterday } = (await (await staffApi.get(`${path}/history`)).json()) as History;
    const single = promotion.body.single as { html: string };
    const campaigns = promotion.body.campaigns as { html: string }[];
    const today = {
      ...promotion.body,
      single: { ...single, html: reword(single.html) },
      campaigns: campaigns.map((c) => ({ ...c, html: reword(c.html) })),
    };
    expect((await staffApi.put(`${path}/draft`, { data: { body: today, baseVersion: yesterday, revision: null } })).status()).toBe(200);
    expect((await staffApi.post(`${path}/publish`, { data: { baseVersion: yesterday, note: 'New wording' } })).status()).toBe(200);
    const changed = await visitorHome(browser);
    expect(await changed.text('.sponsor-block')).toContain('Brought to you by');
    await changed.close();

    await signIn(page);
    const editor = await open(page, 'promotions', promotion.id);
    await expect(editor.locator('.content-preview')).toContainText('Brought to you by');
    await editor.getByRole('button', { name: `Restore version ${yesterday}` }).click();
    await expect(editor.locator('.content-status')).toHaveText(
      `Version ${yesterday} restored as version ${yesterday + 2}. Visitors see it now.`,
    );
    const restored = editor.locator(`.content-history li[data-version="${yesterday + 2}"]`);
    await expect(restored).toContainText('live');
    await expect(restored).toContainText(`restored from version ${yesterday}`);
    await expect(editor.locator('.content-preview')).toContainText('Presented by');
    const fieldValues = () =>
      editor
        .locator('.editor-props input, .editor-props textarea')
        .evaluateAll((fields) => fields.map((f) => (f as HTMLInputElement).value).join(' '));
    await expect.poll(fieldValues).toContain('Presented by');
    expect(await fieldValues()).not.toContain('Brought to you by');

    const fans = await visitorHome(browser);
    expect(await fans.text('.sponsor-block')).toContain('Presented by');
    await fans.close();
  } finally {
    await staffApi.delete(`${path}/draft`);
    await staffApi.put(path, { data: { body: promotion.body } });
  }
});

/** Next Saturday at `hour` in the browser's time zone: the value a datetime-local field takes, and how the editor shows it. */
async function nextSaturday(page: Page, hour: number): Promise<{ field: string; iso: string; shown: string }> {
  return page.evaluate((h) => {
    const at = new Date();
    at.setDate(at.getDate() + ((6 - at.getDay() + 7) % 7 || 7));
    at.setHours(h, 0, 0, 0);
    const pad = (n: number) => String(n).padStart(2, '0');
    return {
      field: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(h)}:00`,
      iso: at.toISOString(),
      shown: at.toLocaleString('en-US', { dateStyle: 'full', timeStyle: 'short' }),
    };
  }, hour);
}

test('splash: a change scheduled for Saturday with a note, apart from its display window, listed, then cancelled', async ({
  page,
  staffApi,
  checkA11y,
}) => {
  test.setTimeout(90_000);
  const splashes = (await (await staffApi.get('/api/v2/admin/content/splash')).json()) as Item[];
  const splash = splashes.find((s) => s.title === 'Falcons Tennis: Senior Day Saturday');
  if (!splash) throw new Error('no live splash in the fixtures');
  const path = `/api/v2/admin/content/splash/${splash.id}`;
  await staffApi.delete(`${path}/draft`); // none unless an earlier run stopped half-way
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page);
    const editor = await open(page, 'splash', splash.id);
    await editor.getByLabel(/^Title/).fill('Falcons Tennis: Senior Day moved to Sunday');
    await expect(editor.locator('.editor-status')).toHaveText('Draft saved.');
    await expect(editor.locator('.content-preview .splash-content')).toContainText('Senior Day moved to Sunday');

    const saturday = await nextSaturday(page, 10);
    await editor.getByLabel('Note for the history').fill('Rain date announced Friday');
    await editor.getByLabel('Publish at (optional, your local time)').fill(saturday.field);
    await editor.getByRole('button', { name: 'Schedule publish' }).click();
    await expect(editor.locator('.content-status')).toHaveText(`Publish scheduled for ${saturday.shown}.`);

    // The document's history shows it pending; the site's list names it, when, who and the note.
    const pending = editor.locator('.content-history li[data-pending]');
    await expect(pending).toContainText(saturday.shown);
    await expect(pending).toContainText('Rain date announced Friday');
    const list = page.getByRole('region', { name: 'Scheduled publishes' });
    const entry = list.locator('li[data-content="splash"]');
    await expect(entry).toContainText('Falcons Tennis: Senior Day moved to Sunday');
    await expect(entry).toContainText(`Splash page #${splash.id}`);
    await expect(entry).toContainText(saturday.shown);
    await expect(entry).toContainText(`scheduled by ${E2E_STAFF_USERNAME}`);
    await expect(entry).toContainText('Rain date announced Friday');
    await expect(entry.locator('time')).toHaveAttribute('datetime', saturday.iso);

    // The schedule is the draft's, not the splash's display window: the live splash keeps its dates and title.
    const live = (await (await staffApi.get('/api/v2/admin/content/splash')).json()) as Item[];
    expect(live.find((s) => s.id === splash.id)?.body).toEqual(splash.body);
    await checkA11y(page);

    await entry
      .getByRole('button', { name: 'Cancel the scheduled publish of the splash page Falcons Tennis: Senior Day moved to Sunday' })
      .click();
    await expect(list.getByRole('status')).toHaveText(
      'Cancelled the scheduled publish of the splash page Falcons Tennis: Senior Day moved to Sunday. Its draft stays a draft.',
    );
    await expect(entry).toHaveCount(0);
    await expect(pending).toHaveCount(0);
    await expect(editor.locator('.editor-state')).toContainText('You are editing the draft');
    // Cancelling it a second time (another editor did meanwhile) is refused: it is no longer pending.
    const again = await staffApi.post(`${path}/schedule/cancel`, { data: { publishAt: saturday.iso } });
    expect(again.status()).toBe(409);
  } finally {
    await staffApi.delete(`${path}/draft`);
  }
});
