import { beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => {
  process.env.STAFF_TOKEN = 'unit-test-staff-token-123';
  process.env.NODE_ENV = 'test';
});

describe('staff auth', async () => {
  const auth = await import('./auth.server.ts');

  it('accepts the staff token only', () => {
    expect(auth.isStaffToken('unit-test-staff-token-123')).toBe(true);
    expect(auth.isStaffToken('unit-test-staff-token-124')).toBe(false);
    expect(auth.isStaffToken('')).toBe(false);
  });

  it('a signed session cookie opens a session until it expires; a forged one does not', () => {
    const now = Date.now();
    const cookie = auth.createSessionCookie(now).split(';')[0] ?? '';
    expect(auth.hasStaffSession(cookie, now + 1000)).toBe(true);
    expect(auth.hasStaffSession(cookie, now + 13 * 3600_000)).toBe(false);
    const [name, value] = cookie.split('=');
    const [id, , signature] = value?.split('.') ?? [];
    const forged = `${name}=${id}.${String(now + 9e9)}.${signature}`;
    expect(auth.hasStaffSession(forged, now)).toBe(false);
    expect(auth.hasStaffSession(null, now)).toBe(false);
    // Issue 13, finding 7: junk after the signature was accepted.
    expect(auth.hasStaffSession(`${cookie}.junk`, now + 1000)).toBe(false);
    expect(auth.hasStaffSession(`${cookie}.`, now + 1000)).toBe(false);
  });

  it('sign-out ends the session on the server: the same cookie no longer opens it (issue 13, finding 7)', () => {
    const ended = new Set<string>();
    auth.setSessionRevocation({ isRevoked: (id) => ended.has(id), revoke: (id) => ended.add(id) });
    const cookie = auth.createSessionCookie().split(';')[0] ?? '';
    const other = auth.createSessionCookie().split(';')[0] ?? '';
    expect(auth.hasStaffSession(cookie)).toBe(true);
    auth.endSession(cookie);
    expect(auth.hasStaffSession(cookie)).toBe(false);
    expect(auth.hasStaffSession(other)).toBe(true);
  });

  it('never redirects off the site', () => {
    expect(auth.safeReturnPath('/hidden/form/1')).toBe('/hidden/form/1');
    expect(auth.safeReturnPath('//evil.example.com')).toBe('/');
    expect(auth.safeReturnPath('https://evil.example.com')).toBe('/');
    expect(auth.safeReturnPath('/\\evil.example.com')).toBe('/');
    expect(auth.safeReturnPath(null)).toBe('/');
  });

  // Issue 13, finding 2: a return path with control characters became `Location: /\t/evil.example` (read by
  // browsers as //evil.example), and CR, LF, NUL or characters above U+00FF made the sign-in answer 500.
  it('an open-redirect corpus never leaves the site and never yields a character a Location header refuses', () => {
    const hosts = ['evil.example', 'evil.example:443', '127.0.0.1', '[::1]', 'user@evil.example'];
    const prefixes = ['//', '/\\', '\\\\', '/\t/', '/\n/', '/\r/', '\t//', '/ /', '/\u0000/', '/\u000b/', '/\u000c/', '///', 'https://', 'http:', '//%09', '/%09/', '\\/', '/\\/'];
    const corpus = [
      ...hosts.flatMap((host) => prefixes.map((prefix) => `${prefix}${host}`)),
      'javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '/\r\nSet-Cookie: x=1', '/\u2028/evil', '/\u{1F600}', '/é/ü', '/%0d%0aLocation:%20//evil',
      '', ' ', '.', '..//evil.example', 'evil.example', '/.//evil.example', '/..//evil.example',
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
