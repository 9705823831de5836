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
    const forged = `${name}=${String(now + 9e9)}.${value?.split('.')[1]}`;
    expect(auth.hasStaffSession(forged, now)).toBe(false);
    expect(auth.hasStaffSession(null, now)).toBe(false);
  });

  it('never redirects off the site', () => {
    expect(auth.safeReturnPath('/hidden/form/1')).toBe('/hidden/form/1');
    expect(auth.safeReturnPath('//evil.example.com')).toBe('/');
    expect(auth.safeReturnPath('https://evil.example.com')).toBe('/');
    expect(auth.safeReturnPath('/\\evil.example.com')).toBe('/');
    expect(auth.safeReturnPath(null)).toBe('/');
  });
});
