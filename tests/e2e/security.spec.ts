import { E2E_STAFF_PASSWORD, E2E_STAFF_USERNAME, TENANT } from './constants.ts';
import { expect, signInAsStaff, test } from './fixtures.ts';

test('sign-out ends the session on the server: the old cookie no longer opens staff pages', async ({ page, request }) => {
  await page.goto('/login');
  await signInAsStaff(page);
  await expect(page).toHaveURL(/\/$/);
  const session = (await page.context().cookies()).find((c) => c.name === 'staff_session')!;
  const withOld = { cookie: `staff_session=${session.value}`, tenant: TENANT };
  expect((await request.get('/api/v2/newsletter/outbox', { headers: withOld })).status()).toBe(200);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await request.get('/api/v2/newsletter/outbox', { headers: withOld })).status()).toBe(401);
});

test('sign-in is throttled per client: the eleventh attempt in 15 minutes waits, right password or not', async ({ request }) => {
  // A client of its own (the e2e server trusts the loopback proxy), so other specs' sign-ins are not counted;
  // a different unknown account each time, so only the client's limit can apply.
  const headers = { 'x-forwarded-for': '203.0.113.77' };
  const statuses: number[] = [];
  for (let i = 0; i < 10; i++) {
    const response = await request.post('/login', {
      form: { username: `nobody-${i}`, password: 'wrong password' },
      headers,
      maxRedirects: 0,
    });
    statuses.push(response.status());
  }
  const eleventh = await request.post('/login', {
    form: { username: E2E_STAFF_USERNAME, password: E2E_STAFF_PASSWORD },
    headers,
    maxRedirects: 0,
  });
  expect(statuses).toEqual(Array(10).fill(401));
  expect(eleventh.status()).toBe(429);
  expect(Number(eleventh.headers()['retry-after'])).toBeGreaterThan(0);
});

test('state-changing requests from another site are refused, with or without a session', async ({ request }) => {
  const evil = { origin: 'https://evil.example' };
  expect((await request.post('/login', { form: { username: 'a', password: 'b' }, headers: evil, maxRedirects: 0 })).status()).toBe(403);
  const form = await request.post('/api/v2/forms/1/submissions', { headers: { ...evil, tenant: TENANT }, data: { data: {} } });
  expect(form.status()).toBe(403);
  expect(await form.json()).toEqual({ error: 'Cross-site requests are not accepted' });
  expect(
    (
      await request.post('/subscribe', { form: { email: 'x@example.com' }, headers: { 'sec-fetch-site': 'cross-site' }, maxRedirects: 0 })
    ).status(),
  ).toBe(403);
});
