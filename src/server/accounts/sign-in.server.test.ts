import { describe, expect, it } from 'vitest';

process.env.STAFF_TOKEN = 'sign-in-test-staff-token-01';
process.env.NODE_ENV = 'test';

describe('sign-in', { timeout: 30_000 }, async () => {
  const auth = await import('../auth.server.ts');
  const { signIn } = await import('./sign-in.server.ts');
  const { createUser, updateUser } = await import('./users.server.ts');
  const store = (await import('./account-store.test-helper.ts')).accountStore('sign-in-test');
  await createUser(store, 'northfield', { username: 'Morgan', password: 'morgan long password', role: 'admin' });
  const attempt = (username: string, password: string, clientAddress: string) =>
    signIn(store, 'northfield', { username, password, clientAddress });

  it('opens a session for the right password, any case of the username; every failure looks the same', async () => {
    const ok = await attempt('morgan', 'morgan long password', '198.51.100.1');
    expect(ok).toMatchObject({ ok: true });
    expect(ok.ok && (await auth.hasStaffSession(ok.cookie.split(';')[0]!))).toBe(true);
    expect(await attempt('Morgan', 'wrong password!!', '198.51.100.1')).toEqual({ ok: false, status: 401 });
    expect(await attempt('nobody', 'morgan long password', '198.51.100.1')).toEqual({ ok: false, status: 401 });
    expect(await attempt('', '', '198.51.100.1')).toEqual({ ok: false, status: 401 });
  });

  it('a disabled account cannot sign in', async () => {
    const user = (await createUser(store, 'northfield', { username: 'gone', password: 'gone long password', role: 'editor' }))!;
    await updateUser(store, 'northfield', user.id, { disabled: true });
    expect(await attempt('gone', 'gone long password', '198.51.100.2')).toEqual({ ok: false, status: 401 });
  });

  it('per client address: the eleventh failure in 15 minutes waits, even with another account or the right password', async () => {
    const address = '203.0.113.10';
    for (let i = 0; i < 10; i++) expect((await attempt(`guess-${i}`, 'not the password', address)).ok).toBe(false);
    const throttled = await attempt('morgan', 'morgan long password', address);
    expect(throttled).toMatchObject({ ok: false, status: 429 });
    expect(!throttled.ok && throttled.status === 429 && throttled.retryAfter).toBeGreaterThan(800);
    expect(await attempt('morgan', 'morgan long password', '203.0.113.11')).toMatchObject({ ok: true }); // another client is not held up
  });

  it('per account: ten failures from ten addresses hold the account, whatever the case of its name', async () => {
    await createUser(store, 'northfield', { username: 'target', password: 'target long password', role: 'editor' });
    for (let i = 0; i < 10; i++)
      expect(await attempt(i % 2 ? 'TARGET' : 'target', 'wrong password', `192.0.2.${i}`)).toEqual({ ok: false, status: 401 });
    expect(await attempt('target', 'target long password', '192.0.2.200')).toMatchObject({ ok: false, status: 429 });
  });

  it('successful sign-ins do not use up the allowance', async () => {
    for (let i = 0; i < 12; i++) expect((await attempt('morgan', 'morgan long password', '198.51.100.50')).ok).toBe(true);
  });
});
