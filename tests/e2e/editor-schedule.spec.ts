import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInAsStaff, test } from './fixtures.ts';
import { E2E_STAFF_USERNAME } from './constants.ts';

let signIns = 0;

/** Staff sign-in from an address of its own (sign-ins are limited per client address; the suite shares one). */
async function signIn(page: Page): Promise<void> {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `192.0.2.${200 + (signIns += 1)}` });
  await page.goto('/login?returnTo=%2Fadmin');
  await signInAsStaff(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByLabel('Page', { exact: true })).toHaveValue('homepage');
}

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

type Loaded = {
  live: { version: number; template: unknown } | null;
  inherited: { template: unknown } | null;
  draft: { publishAt: string | null } | null;
};

/** A draft of `path`'s template (unchanged from what visitors see) scheduled through the API, as another editor would. */
async function scheduleThroughApi(staffApi: APIRequestContext, path: string, publishAt: string, note: string): Promise<void> {
  const [page, query = ''] = path.split('?');
  const base = `/api/v2/admin/templates/${page}`;
  const loaded = (await (await staffApi.get(`${base}?${query}`)).json()) as Loaded;
  const baseVersion = loaded.live?.version ?? 0;
  const saved = await staffApi.put(`${base}/draft?${query}`, {
    data: { template: loaded.live?.template ?? loaded.inherited?.template, baseVersion, revision: null },
  });
  expect(saved.status()).toBe(200);
  expect((await staffApi.post(`${base}/publish?${query}`, { data: { baseVersion, note, publishAt } })).status()).toBe(202);
}

test('an editor schedules a change for Saturday with a note, sees it listed with their name, and cancels it; the draft stays', async ({
  page,
  staffApi,
  checkA11y,
}) => {
  test.setTimeout(90_000);
  const sports = ((await (await staffApi.get('/api/v2/admin/pages')).json()) as { sports: { id: number; slug: string }[] }).sports;
  const football = sports.find((s) => s.slug === 'football');
  if (!football) throw new Error('no football in the fixtures');
  const footballPath = `sport_home?sportId=${football.id}`;
  const drafts = ['/api/v2/admin/templates/tickets/draft', `/api/v2/admin/templates/sport_home/draft?sportId=${football.id}`];
  for (const draft of drafts) await staffApi.delete(draft); // none unless an earlier run stopped half-way
  const ticketsBefore = (await (await staffApi.get('/api/v2/admin/templates/tickets')).json()) as Loaded;

  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page);
    const other = await nextSaturday(page, 9);
    await scheduleThroughApi(staffApi, footballPath, other.iso, 'Playoff layout');

    await page.getByLabel('Page', { exact: true }).selectOption('tickets');
    // Edit only once the tickets page has loaded (an edit made before its answer arrives would be replaced by it).
    await expect(page.locator('section[aria-labelledby="area-default"] li[data-widget-id="info"]')).toBeVisible();
    await page.getByLabel('Widget', { exact: true }).selectOption({ label: 'Sports directory' });
    await page.getByRole('button', { name: 'Add widget' }).click();
    await expect(page.locator('.editor-status')).toHaveText('Draft saved.');

    // A time in the past is refused beside the field; nothing is scheduled or published.
    const at = page.getByLabel('Publish at (optional, your local time)');
    await at.fill('2020-01-04T10:00');
    await page.getByRole('button', { name: 'Schedule publish' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The publish time is in the past' })).toBeVisible();
    await expect(at).toHaveAttribute('aria-invalid', 'true');

    const saturday = await nextSaturday(page, 10);
    await page.getByLabel('Note for the history').fill('Saturday ticket layout');
    await at.fill(saturday.field);
    await page.getByRole('button', { name: 'Schedule publish' }).click();
    await expect(page.getByText(/^Publish scheduled for /)).toBeAttached();

    // Listed with the page, the time (local, with its weekday), who scheduled it and the note; the other one too.
    const list = page.getByRole('region', { name: 'Scheduled publishes' });
    const tickets = list.locator('li[data-page="tickets"]');
    await expect(tickets).toContainText('Tickets');
    await expect(tickets).toContainText(saturday.shown);
    await expect(tickets).toContainText(`scheduled by ${E2E_STAFF_USERNAME}`);
    await expect(tickets).toContainText('Saturday ticket layout');
    await expect(tickets.locator('time')).toHaveAttribute('datetime', saturday.iso);
    const sportEntry = list.locator('li[data-page="sport_home"]');
    await expect(sportEntry).toContainText('Football');
    await expect(sportEntry).toContainText('Playoff layout');
    // The next to run first.
    await expect(list.locator('li[data-page]')).toHaveCount(2);
    await expect(list.locator('li[data-page]').first()).toHaveAttribute('data-page', 'sport_home');
    // This page's own schedule is the pending entry of its history.
    const pending = page.locator('.editor-history li[data-pending]');
    await expect(pending).toContainText(saturday.shown);
    await expect(pending).toContainText('Saturday ticket layout');
    // Only the settings column scrolls (scrolling the list into view would move the editor's frame too).
    await list.evaluate((section: HTMLElement) => section.parentElement?.scrollTo(0, section.offsetTop - 8));
    await page.screenshot({ path: test.info().outputPath('two-scheduled-1280.png') });
    await checkA11y(page);

    await list.getByRole('button', { name: 'Cancel the scheduled publish of Tickets' }).click();
    await expect(list.getByRole('status')).toHaveText('Cancelled the scheduled publish of Tickets. Its draft stays a draft.');
    await expect(tickets).toHaveCount(0);
    await expect(pending).toHaveCount(0);
    await expect(page.locator('.editor-state')).toContainText('You are editing the draft.');
    const after = (await (await staffApi.get('/api/v2/admin/templates/tickets')).json()) as Loaded;
    expect(after.live?.version).toBe(ticketsBefore.live?.version);
    expect(after.draft).toMatchObject({ publishAt: null });
    await page.getByText('Activity (audit log)').click();
    await expect(page.locator('.editor-audit-list li').first()).toContainText(
      `${E2E_STAFF_USERNAME} cancelled a scheduled publish of tickets`,
    );

    // Someone else cancels the football one meanwhile: cancelling it here says so, and the list catches up.
    const cancelled = await staffApi.post(`/api/v2/admin/templates/sport_home/schedule/cancel?sportId=${football.id}`, {
      data: { publishAt: other.iso },
    });
    expect(cancelled.status()).toBe(200);
    await list.getByRole('button', { name: 'Cancel the scheduled publish of Sport home (Football)' }).click();
    await expect(list.getByRole('alert')).toHaveText('This scheduled publish already ran or was cancelled: nothing was changed.');
    await expect(list.getByText('No publish is scheduled.')).toBeVisible();
    await checkA11y(page);
  } finally {
    for (const draft of drafts) await staffApi.delete(draft);
  }
});
