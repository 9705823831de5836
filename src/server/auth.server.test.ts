import { beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => {
  process.env.STAFF_TOKEN = 'unit-test-staff-token-123';
  process.env.NODE_ENV = 'test';
});

describe('staff auth', { timeout: 30_000 }, async () => {
  const auth = await import('./auth.server.ts');
  const { createUser, updateUser } = await import('./accounts/users.server.ts');
  const store = (await import('./accounts/account-store.test-helper.ts')).accountStore('auth-test');
  const admin = (await createUser(store, 'northfield', { username: 'ada', password: 'ada admin password', role: 'admin' }))!;
  const editor = (await createUser(store, 'northfield', { username: 'eddie', password: 'eddie editor password', role: 'editor' }))!;
  const cookieOf = (setCookie: string) => setCookie.split(';')[0] ?? '';
  const requestWith = (headers: Record<string, string>) => new Request('http://site.test/api/v2/admin/users', { headers });

  it('accepts the staff token only', () => {
    expect(auth.isStaffToken('unit-test-staff-token-123')).toBe(true);
    expect(auth.isStaffToken('unit-test-staff-token-124')).toBe(false);
    expect(auth.isStaffToken('')).toBe(false);
  });

  it('a session cookie is signed, HttpOnly, SameSite=Lax, 12 hours, and names its user until it expires', async () => {
    const now = Date.now();
    const setCookie = await auth.startSession(admin.id, now);
    expect(setCookie).toMatch(/^staff_session=[\w-]+\.\d+\.[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=43200$/);
    const cookie = cookieOf(setCookie);
    expect(await auth.staffSessionOf(cookie, now + 1000)).toMatchObject({ id: admin.id, username: 'ada', role: 'admin' });
    expect(await auth.hasStaffSession(cookie, now + 13 * 3600_000)).toBe(false);
    const forged = cookie.replace(/\.(\d+)\./, (_m, expires: string) => `.${Number(expires) + 1}.`);
    expect(await auth.hasStaffSession(forged, now)).toBe(false);
    expect(await auth.hasStaffSession(null, now)).toBe(false);
    expect(await auth.hasStaffSession(`${cookie}.junk`, now + 1000)).toBe(false);
  });

  it('sign-out ends that session for every holder of the cookie, and only that one', async () => {
    const cookie = cookieOf(await auth.startSession(admin.id));
    const other = cookieOf(await auth.startSession(admin.id));
    expect(await auth.hasStaffSession(cookie)).toBe(true);
    await auth.endSession(cookie);
    expect(await auth.hasStaffSession(cookie)).toBe(false);
    expect(await auth.hasStaffSession(other)).toBe(true);
  });

  it('staffUserOf: the session user, the machine user for the Bearer token, else null; disabled users are out', async () => {
    const cookie = cookieOf(await auth.startSession(editor.id));
    expect(await auth.staffUserOf(requestWith({ cookie }))).toEqual({ id: editor.id, username: 'eddie', role: 'editor' });
    expect(await auth.staffUserOf(requestWith({ authorization: 'Bearer unit-test-staff-token-123' }))).toEqual({
      id: 0,
      username: 'api',
      role: 'admin',
    });
    expect(await auth.staffUserOf(requestWith({ authorization: 'Bearer wrong-token' }))).toBeNull();
    expect(await auth.isStaffRequest(requestWith({}))).toBe(false);
    expect(await auth.csrfTokenOf(requestWith({ cookie }))).toMatch(/^[\w-]{32}$/);
    await updateUser(store, 'northfield', editor.id, { disabled: true });
    expect(await auth.staffUserOf(requestWith({ cookie }))).toBeNull();
    await updateUser(store, 'northfield', editor.id, { disabled: false });
  });

  it('requireRole throws 401 without a user and 403 for an editor asking for admin', async () => {
    const thrown = async (run: () => Promise<unknown>) => {
      try {
        await run();
      } catch (error) {
        return error as Response;
      }
      throw new Error('did not throw');
    };
    const anonymous = await thrown(() => auth.requireRole(requestWith({}), 'editor'));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Sign in required' });
    const editorCookie = cookieOf(await auth.startSession(editor.id));
    const refused = await thrown(() => auth.requireRole(requestWith({ cookie: editorCookie }), 'admin'));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'Admins only' });
    expect((await auth.requireRole(requestWith({ cookie: editorCookie }), 'editor')).username).toBe('eddie');
    expect((await auth.requireRole(requestWith({ cookie: cookieOf(await auth.startSession(admin.id)) }), 'editor')).role).toBe('admin');
  });

  it('never redirects off the site', () => {
    expect(auth.safeReturnPath('/hidden/form/1')).toBe('/hidden/form/1');
    expect(auth.safeReturnPath('//evil.example.com')).toBe('/');
    expect(auth.safeReturnPath('https://evil.example.com')).toBe('/');
    expect(auth.safeReturnPath('/\\evil.example.com')).toBe('/');
    expect(auth.safeReturnPath(null)).toBe('/');
  });

  // A return path with control characters became `Location: /\t/evil.example` (read by
  // browsers as //evil.example), and CR, LF, NUL or characters above U+00FF made the sign-in answer 500.
  it('an open-redirect corpus never leaves the site and never yields a character a Location header refuses', () => {
    const hosts = ['evil.example', 'evil.example:443', '127.0.0.1', '[::1]', 'user@evil.example'];
    const prefixes = [
      '//',
      '/\\',
      '\\\\',
      '/\t/',
      '/\n/',
      '/\r/',
      '\t//',
      '/ /',
      '/\u0000/',
      '/\u000b/',
      '/\u000c/',
      '///',
      'https://',
      'http:',
      '//%09',
      '/%09/',
      '\\/',
      '/\\/',
    ];
    const corpus = [
      ...hosts.flatMap((host) => prefixes.map((prefix) => `${prefix}${host}`)),
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '/\r\nSet-Cookie: x=1',
      '/\u2028/evil',
      '/\u{1F600}',
      '/é/ü',
      '/%0d%0aLocation:%20//evil',
      '',
      ' ',
      '.',
      '..//evil.example',
      'evil.example',
      '/.//evil.example',
      '/..//evil.example',
    ];
    expect(corpus.length).toBeGreaterThanOrEqual(40);
    for (const value of corpus) {
      const path = auth.safeReturnPath(value);
      const followed = new URL(path, 'https://site.example');
      expect(followed.origin, JSON.stringify(value)).toBe('https://site.example');
      expect(path, JSON.stringify(value)).toMatch(/^\/(?!\/)[\x21-\x7e]*$/);
      expect(() => new Headers({ location: path }), JSON.stringify(value)).not.toThrow();
    }
    expect(auth.safeReturnPath('/search?q=caf%C3%A9#top')).toBe('/search?q=caf%C3%A9#top');
    expect(auth.safeReturnPath('/news/é')).toBe('/news/%C3%A9');
  });
});
