import type { Browser, Page } from '@playwright/test';
import { FORM_IDS } from '../../fixtures/school/forms.ts';
import { E2E_STAFF_USERNAME, TENANT } from './constants.ts';
import { expect, signInAsStaff, test } from './fixtures.ts';

const GENERIC = 'Wrong username or password.';
const USERS = '/api/v2/admin/users';

/** The CSRF token a signed-in page was given (the sign-out form carries it). */
async function csrfTokenOn(page: Page): Promise<string> {
  await page.goto('/login');
  return (await page.locator('input[name="_csrf"]').getAttribute('value')) ?? '';
}

async function signedInPage(browser: Browser, username?: string, password?: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await signInAsStaff(page, username, password);
  await expect(page).toHaveURL(/\/$/);
  return page;
}

test('a staff member signs in and out with an account in the browser; /login is axe clean in each state', async ({ page, checkA11y }) => {
  await page.goto('/login?returnTo=%2Fhidden%2Fsports%2Ffootball%2Froster');
  await checkA11y(page);
  await page.getByLabel('Username').fill(E2E_STAFF_USERNAME.toUpperCase()); // usernames are case-insensitive
  await page.getByLabel('Password').fill('e2e-admin-password-0123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/hidden\/sports\/football\/roster$/);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'staff_session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(11.9 * 3600_000);

  await page.goto('/login');
  await expect(page.getByText(`You are signed in as ${E2E_STAFF_USERNAME}.`)).toBeVisible();
  await checkA11y(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.context().cookies()).find((c) => c.name === 'staff_session')).toBeUndefined();
  await page.goto('/hidden/sports/football/roster');
  await expect(page).toHaveURL(/\/login\?returnTo=/);
});

test('a wrong password and an unknown user get the same generic message', async ({ page, checkA11y }) => {
  await page.goto('/login');
  await signInAsStaff(page, E2E_STAFF_USERNAME, 'not the password at all');
  await expect(page.getByRole('alert')).toHaveText(GENERIC);
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await checkA11y(page);
  await signInAsStaff(page, 'no-such-person', 'not the password at all');
  await expect(page.getByRole('alert')).toHaveText(GENERIC);
  await expect(page).toHaveURL(/\/login$/);
});

test('an account is held after ten wrong passwords, from any number of addresses: the eleventh attempt waits', async ({
  staffApi,
  request,
}) => {
  const username = `throttled-${Date.now()}`;
  const password = 'throttled user password';
  expect((await staffApi.post(USERS, { data: { username, password, role: 'editor' } })).status()).toBe(201);
  for (let i = 0; i < 10; i++) {
    const response = await request.post('/login', {
      form: { username, password: 'guess' },
      headers: { 'x-forwarded-for': `198.18.0.${i}` },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(401);
  }
  const eleventh = await request.post('/login', {
    form: { username, password },
    headers: { 'x-forwarded-for': '198.18.0.99' },
    maxRedirects: 0,
  });
  expect(eleventh.status()).toBe(429);
});

test('a session cookie replayed after sign-out is refused by the site and the API', async ({ browser, request }) => {
  const page = await signedInPage(browser);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'staff_session')!;
  const replay = { cookie: `staff_session=${cookie.value}`, tenant: TENANT };
  expect((await request.get(USERS, { headers: replay })).status()).toBe(200);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  const api = await request.get(USERS, { headers: replay });
  expect(api.status()).toBe(401);
  expect(await api.json()).toEqual({ error: 'Sign in required' });
  const site = await request.get('/hidden/sports/football/roster', { headers: replay, maxRedirects: 0 });
  expect(site.status()).toBe(302);
  await page.context().close();
});

test('a staff POST without its CSRF token, or with a forged one, is refused with 403', async ({ browser }) => {
  const page = await signedInPage(browser);
  const token = await csrfTokenOn(page);
  expect(token).toMatch(/^[\w-]{32}$/);
  const data = { username: `csrf-${Date.now()}`, password: 'csrf test password', role: 'editor' };
  const missing = await page.request.post(USERS, { headers: { tenant: TENANT }, data });
  expect(missing.status()).toBe(403);
  expect(await missing.json()).toEqual({ error: 'CSRF token missing or invalid' });
  const forged = await page.request.post(USERS, {
    headers: { tenant: TENANT, 'x-csrf-token': token.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) },
    data,
  });
  expect(forged.status()).toBe(403);
  const signOut = await page.request.post('/login', { form: { intent: 'sign-out' }, maxRedirects: 0 });
  expect(signOut.status()).toBe(403); // still signed in
  expect((await page.request.post(USERS, { headers: { tenant: TENANT, 'x-csrf-token': token }, data })).status()).toBe(201);
  await page.context().close();
});

test('an editor calling the admin API gets 403; an admin manages accounts', async ({ browser, staffApi }) => {
  const username = `editor-${Date.now()}`;
  const created = await staffApi.post(USERS, { data: { username, password: 'editor test password', role: 'editor' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const editor = await signedInPage(browser, username, 'editor test password');
  const token = await csrfTokenOn(editor);
  const list = await editor.request.get(USERS, { headers: { tenant: TENANT } });
  expect(list.status()).toBe(403);
  expect(await list.json()).toEqual({ error: 'Admins only' });
  const promote = await editor.request.patch(`${USERS}/${id}`, {
    headers: { tenant: TENANT, 'x-csrf-token': token },
    data: { role: 'admin' },
  });
  expect(promote.status()).toBe(403);

  // An admin disables the account: the editor's session ends at once.
  expect((await staffApi.patch(`${USERS}/${id}`, { data: { disabled: true } })).status()).toBe(200);
  expect((await editor.request.get(USERS, { headers: { tenant: TENANT } })).status()).toBe(401);
  const listed = (await (await staffApi.get(USERS)).json()) as { username: string; disabled: boolean }[];
  expect(listed.find((u) => u.username === username)).toMatchObject({ disabled: true });
  await editor.context().close();
});

test("a signed-in browser's own changes carry the token: staff can still submit a fan form", async ({ browser }) => {
  const page = await signedInPage(browser);
  const token = await csrfTokenOn(page);
  let sent: string | undefined;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/submissions')) sent = request.headers()['x-csrf-token'];
  });
  await page.goto(`/protected/form/${FORM_IDS.protected}`, { waitUntil: 'networkidle' }); // staff skip the access code
  await expect(page.locator('.form-body')).toHaveAttribute('data-checks', 'ready');
  await page.getByLabel('Full name').fill('Staff Sam');
  await page.getByLabel('Email address').fill('sam@example.com');
  await page.getByRole('button', { name: 'Submit' }).press('Enter');
  await expect(page.getByRole('status')).toContainText('Thank you!');
  expect(sent).toBe(token);
  await page.context().close();
});
