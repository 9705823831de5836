import { describe, expect, it } from 'vitest';

process.env.STAFF_TOKEN = 'csrf-test-staff-token-0123';
process.env.NODE_ENV = 'test';

describe('CSRF and same-origin checks', { timeout: 30_000 }, async () => {
  const auth = await import('../auth.server.ts');
  const { checkCsrf, csrfRefusal } = await import('./csrf.server.ts');
  const { createUser } = await import('./users.server.ts');
  const store = (await import('./account-store.test-helper.ts')).accountStore('csrf-test');
  const user = (await createUser(store, 'northfield', { username: 'casey', password: 'casey long password', role: 'editor' }))!;
  const cookie = (await auth.startSession(user.id)).split(';')[0]!;
  const token = (await auth.csrfTokenOf(new Request('http://site.test/', { headers: { cookie } })))!;
  const post = (headers: Record<string, string>, body?: BodyInit) =>
    new Request('http://site.test/api/v2/admin/users', { method: 'POST', headers, body });
  const refusalOf = async (request: Request) => {
    const response = await checkCsrf(request);
    return response && { status: response.status, body: (await response.json()) as unknown };
  };
  const MISSING = { status: 403, body: { error: 'CSRF token missing or invalid' } };

  it('a session-authenticated change needs the session token, in the header or the _csrf field', async () => {
    expect(await refusalOf(post({ cookie }))).toEqual(MISSING);
    expect(await refusalOf(post({ cookie, 'x-csrf-token': 'forged-token-forged-token-forged0' }))).toEqual(MISSING);
    expect(await refusalOf(post({ cookie, 'x-csrf-token': token }))).toBeNull();
    const form = (csrf: string) =>
      post({ cookie, 'content-type': 'application/x-www-form-urlencoded' }, new URLSearchParams({ intent: 'sign-out', _csrf: csrf }));
    expect(await refusalOf(form(token))).toBeNull();
    expect(await refusalOf(form('nope'))).toEqual(MISSING);
    // The handler still reads the whole body after the check.
    const request = form(token);
    await checkCsrf(request);
    expect((await request.formData()).get('intent')).toBe('sign-out');
  });

  it('a token from another session does not do', async () => {
    const otherCookie = (await auth.startSession(user.id)).split(';')[0]!;
    expect(await refusalOf(post({ cookie: otherCookie, 'x-csrf-token': token }))).toEqual(MISSING);
  });

  it('the Bearer token (a machine credential) and safe methods are exempt', async () => {
    expect(await refusalOf(post({ cookie, authorization: 'Bearer csrf-test-staff-token-0123' }))).toBeNull();
    expect(await refusalOf(post({ cookie, authorization: 'Bearer not-the-token' }))).toEqual(MISSING);
    expect(await csrfRefusal(new Request('http://site.test/login', { headers: { cookie } }))).toBeNull();
  });

  it('anonymous changes must come from this origin; non-browser clients (no Origin) pass', async () => {
    expect(await refusalOf(post({}))).toBeNull();
    expect(await refusalOf(post({ origin: 'http://site.test', 'sec-fetch-site': 'same-origin' }))).toBeNull();
    const crossSite = { status: 403, body: { error: 'Cross-site requests are not accepted' } };
    expect(await refusalOf(post({ origin: 'https://evil.example' }))).toEqual(crossSite);
    expect(await refusalOf(post({ origin: 'null' }))).toEqual(crossSite);
    expect(await refusalOf(post({ 'sec-fetch-site': 'cross-site' }))).toEqual(crossSite);
    expect(await refusalOf(post({ 'sec-fetch-site': 'same-site', origin: 'https://shop.site.test' }))).toEqual(crossSite);
    // An expired or signed-out cookie makes a request anonymous, not staff: only the origin matters.
    expect(await refusalOf(post({ cookie: 'staff_session=x.1.y' }))).toBeNull();
  });
});
