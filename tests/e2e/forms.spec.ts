import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { FORM_IDS, LIMITED_FORM_MAX, PROTECTED_FORM_ACCESS_CODE } from '../../fixtures/school/forms.ts';
import { FORM_MESSAGES, FORM_TEXT } from '../../schemas/forms/messages.ts';
import { E2E_SITE_NOW, E2E_STAFF_TOKEN, TENANT } from './constants.ts';
import { expect, test, signInAsStaff } from './fixtures.ts';
import { freePort, startBuiltServer, stopServer } from './server-process.ts';

/** Console errors of the page, CSP violations included (the e2e server sends the production CSP). */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Keyboard only: Tab (or Shift+Tab) until the element matching `selector` has focus. */
async function tabTo(page: Page, selector: string, key = 'Tab') {
  for (let i = 0; i < 60; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`Tab never reached ${selector}`);
}

const error = (page: Page, key: string) => page.locator(`#form_${key}__error`);

async function openForm(page: Page, path: string) {
  await page.goto(path);
  // The precompiled validator module has loaded (under the CSP, no eval): messages can show.
  await expect(page.locator('.form-body')).toHaveAttribute('data-checks', 'ready');
}

test('a fan fills the survey by keyboard, meets each spec 5 message, submits once and the answers are stored', async ({
  page,
  staffApi,
  checkA11y,
}) => {
  test.setTimeout(90_000); // two axe runs and some sixty key presses, on a shared machine
  const submissions = async () =>
    (
      (await (await staffApi.get(`/api/v2/forms/${FORM_IDS.fanFeedback}/submissions`)).json()) as {
        submissions: { id: number; data: { q2?: string } }[];
      }
    ).submissions;
  // The e2e server's store outlives a test: what this run sends is what was not there before.
  const before = new Set((await submissions()).map((s) => s.id));
  const errors = watchConsole(page);
  await openForm(page, `/form/${FORM_IDS.fanFeedback}`);
  await checkA11y(page);

  await page.locator('#form_q2').focus();
  await page.keyboard.press('Tab'); // left empty: spec 5 "on blur"
  await expect(error(page, 'q2')).toHaveText('Full name is required.');
  await tabTo(page, '#form_q2', 'Shift+Tab');
  await page.keyboard.type('Pat Fan');
  await expect(error(page, 'q2')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await page.keyboard.type('pat@example');
  await page.keyboard.press('Tab');
  await expect(error(page, 'q3')).toHaveText(FORM_MESSAGES.email);

  // Submitting with errors: the form-level message is announced and focus goes to the first invalid field.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: FORM_MESSAGES.formInvalid })).toBeVisible();
  await expect(page.locator('#form_q3')).toBeFocused();
  await expect(error(page, 'q4')).toHaveText('Favorite sport is required.');
  await checkA11y(page);

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('pat@example.com');
  await page.keyboard.press('Tab');
  await expect(page.locator('#form_q4')).toBeFocused();
  await page.keyboard.press('ArrowDown'); // Football
  await page.keyboard.press('Tab');
  await expect(page.locator('#form_q5-0')).toBeFocused();
  await page.keyboard.press('Space'); // Every game
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight'); // … Never: its follow-up question appears
  await page.keyboard.press('Tab');
  await expect(page.locator('#form_q6')).toBeFocused();
  await page.keyboard.type('Parking is too far.');

  await tabTo(page, '#form_q9-2');
  await page.keyboard.press('Space'); // Nachos: "Is any" shows the menu question
  await tabTo(page, '#form_q10');
  await page.keyboard.type('Tacos');
  await tabTo(page, '#form_q12');
  await page.keyboard.type('31');
  await page.keyboard.press('Tab');
  await expect(error(page, 'q12')).toHaveText(FORM_MESSAGES.invalid);
  await tabTo(page, '#form_q12', 'Shift+Tab');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('12');
  await tabTo(page, '#form_q15');
  await page.keyboard.press('ArrowDown'); // Yes
  await tabTo(page, '#form_q19');
  await page.keyboard.type('ftp://fan.example.com');
  await page.keyboard.press('Tab');
  await expect(error(page, 'q19')).toHaveText(FORM_MESSAGES.url);
  await tabTo(page, '#form_q19', 'Shift+Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('https://fan.example.com');
  await tabTo(page, '#form_q23');
  await page.keyboard.press('Space'); // checked …
  await page.keyboard.press('Space'); // … and unchecked again: a checkbox validates as soon as it changes
  await expect(error(page, 'q23')).toHaveText('I agree that Northfield State Athletics may contact me about this survey is required.');
  await page.keyboard.press('Space');
  await tabTo(page, 'button[type=submit]');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status')).toHaveText('Thank you for your feedback! See you at the next home game.');
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  // The post's answer set the fan cookie through the page server (form posts are limited per browser).
  const fan = (await page.context().cookies()).find((c) => c.name === 'fan_id');
  expect(fan).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v2/forms' });

  const mine = (await submissions()).filter((s) => s.data.q2 === 'Pat Fan' && !before.has(s.id));
  expect(mine).toHaveLength(1);
  expect(mine[0]!.data).toEqual({
    q2: 'Pat Fan',
    q3: 'pat@example.com',
    q4: 'football',
    q5: 'never',
    q6: 'Parking is too far.',
    q9: ['nachos'],
    q10: 'Tacos',
    q11: E2E_SITE_NOW.slice(0, 10),
    q12: 12,
    q15: 'yes',
    q19: 'https://fan.example.com',
    q22: 'website',
    q23: true,
  });
  // No CSP violation ('unsafe-eval' is not allowed), no hydration or validator error: nothing at all.
  expect(errors).toEqual([]);
});

test('pending and closed forms say so (spec 4); an unknown form is a 404', async ({ page }) => {
  await page.goto(`/form/${FORM_IDS.pending}`);
  await expect(page.getByText(/^This form is not open yet\. It opens on Jan 5, 2027\.$/)).toBeVisible();
  await page.goto(`/form/${FORM_IDS.closed}`);
  await expect(page.getByText('Tailgate RSVPs are closed. Thank you to everyone who joined us for Homecoming!')).toBeVisible();
  expect((await page.goto('/form/999'))?.status()).toBe(404);
});

test('season tickets show the payment settings and say payments are not taken here', async ({ page }) => {
  await openForm(page, `/form/${FORM_IDS.seasonTickets}`);
  await expect(page.getByText('$120.00')).toBeVisible();
  await expect(page.getByText(FORM_TEXT.paymentsUnavailable)).toBeVisible();
  await expect(page.getByLabel('Coupon code')).toBeVisible();
});

test('hidden forms need a staff session; protected forms need their access code', async ({ page }) => {
  expect((await page.goto(`/form/${FORM_IDS.hidden}`))?.status()).toBe(404);
  await page.goto(`/hidden/form/${FORM_IDS.hidden}`);
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await signInAsStaff(page);
  await expect(page.getByText(FORM_TEXT.staffPreview)).toBeVisible();

  await page.context().clearCookies();
  await page.goto(`/protected/form/${FORM_IDS.protected}`, { waitUntil: 'networkidle' }); // hydrated: the prompt posts by script
  await page.getByLabel(FORM_TEXT.accessCodeLabel).fill('guess');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: FORM_TEXT.accessCodeWrong })).toBeVisible();
  await page.getByLabel(FORM_TEXT.accessCodeLabel).fill(PROTECTED_FORM_ACCESS_CODE);
  await page.keyboard.press('Enter');
  await expect(page.locator('.form-body')).toHaveAttribute('data-checks', 'ready');
  await page.getByLabel('Full name').fill('Volunteer Val');
  await page.getByLabel('Email address').fill('val@example.com');
  await page.getByRole('button', { name: 'Submit' }).press('Enter');
  await expect(page.getByRole('status')).toContainText('Thank you!');
});

test('across two worker processes, 200 concurrent submissions to a form of 50 store exactly 50, and they survive a restart', async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'forms-e2e-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/api/v2/forms/${FORM_IDS.limited}`;
  const headers = { tenant: TENANT, 'content-type': 'application/json' };
  let server = await startBuiltServer(dataDir, port);
  try {
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        fetch(`${base}/submissions`, {
          method: 'POST',
          // 200 different fans (this test server sets TRUST_PROXY=loopback): no rate limit applies.
          headers: { ...headers, 'x-forwarded-for': `198.51.100.${i}` },
          body: JSON.stringify({ data: { q1: `Fan ${i}`, q2: `fan${i}@example.com` } }),
        }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMITED_FORM_MAX);
    expect(statuses.filter((s) => s === 409)).toHaveLength(200 - LIMITED_FORM_MAX);

    await stopServer(server);
    server = await startBuiltServer(dataDir, port);
    const read = await fetch(`${base}/submissions?count=1000`, { headers: { ...headers, authorization: `Bearer ${E2E_STAFF_TOKEN}` } });
    const body = (await read.json()) as { total: number; submissions: { data: { q1: string } }[] };
    expect(body.total).toBe(LIMITED_FORM_MAX);
    expect(new Set(body.submissions.map((s) => s.data.q1)).size).toBe(LIMITED_FORM_MAX);
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
