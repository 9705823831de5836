import { E2E_STAFF_TOKEN, TENANT } from './constants.ts';
import { expect, test } from './fixtures.ts';

test('sign-out ends the session on the server: the old cookie no longer opens staff pages (issue 13, finding 7)', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByLabel('Staff token').fill(E2E_STAFF_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  const session = (await page.context().cookies()).find((c) => c.name === 'staff_session')!;
  const withOld = { cookie: `staff_session=${session.value}`, tenant: TENANT };
  expect((await request.get('/api/v2/newsletter/outbox', { headers: withOld })).status()).toBe(200);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await request.get('/api/v2/newsletter/outbox', { headers: withOld })).status()).toBe(401);
});

test('sign-in is throttled per client: the eleventh attempt in 15 minutes waits, right token or not', async ({ request }) => {
  // A client of its own (the e2e server trusts the loopback proxy), so other specs' sign-ins are not counted.
  const headers = { 'x-forwarded-for': '203.0.113.77' };
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    const response = await request.post('/login', { form: { token: 'wrong-token' }, headers, maxRedirects: 0 });
    statuses.push(response.status());
  }
  expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
  expect(statuses[10]).toBe(429);
});
