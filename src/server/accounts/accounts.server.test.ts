import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Store } from '../store/store.server.ts';
import { createSession, deleteSession, readSession } from './sessions.server.ts';
import { AccountError, createUser, listUsers, updateUser } from './users.server.ts';

let dir: string;
let store: Store;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'accounts-test-'));
  store = Store.open(dir);
});
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('staff users and sessions in the store', { timeout: 30_000 }, () => {
  it('usernames are unique per tenant whatever their case, and never show their hash', async () => {
    const coach = await createUser(store, 'northfield', { username: 'Coach.Kim', password: 'a long enough password', role: 'editor' });
    await expect(
      createUser(store, 'northfield', { username: 'coach.kim', password: 'another long password', role: 'admin' }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      createUser(store, 'other-school', { username: 'coach.kim', password: 'another long password', role: 'admin' }),
    ).resolves.toMatchObject({ username: 'coach.kim' });
    await expect(createUser(store, 'northfield', { username: 'short', password: 'too short', role: 'editor' })).rejects.toBeInstanceOf(
      AccountError,
    );
    const listed = await listUsers(store, 'northfield');
    expect(listed).toEqual([{ ...coach, id: coach?.id }]);
    expect(JSON.stringify(listed)).not.toMatch(/scrypt/);
  });

  it('the first admin is created only while the tenant has no account', async () => {
    const input = { username: 'first-admin', password: 'first admin password', role: 'admin' as const };
    expect(await createUser(store, 'northfield', input, { onlyIfNone: true })).toBeNull();
    expect(await createUser(store, 'new-school', input, { onlyIfNone: true })).toMatchObject({ role: 'admin' });
  });

  it('a session names its user until it is deleted or expires; disabling the user ends it', async () => {
    await createUser(store, 'northfield', { username: 'keeper', password: 'keeper admin password', role: 'admin' });
    const user = await createUser(store, 'northfield', { username: 'sid', password: 'sessions password', role: 'admin' });
    const now = Date.now();
    const session = await createSession(store, user!.id, now);
    expect(session.id).toMatch(/^[\w-]{32}$/);
    expect(session.csrfToken).not.toBe(session.id);
    expect(await readSession(store, 'northfield', session.id, now + 1000)).toEqual({
      id: user!.id,
      username: 'sid',
      role: 'admin',
      csrfToken: session.csrfToken,
    });
    expect(await readSession(store, 'other-school', session.id, now + 1000)).toBeNull();
    expect(await readSession(store, 'northfield', session.id, now + 12 * 3600_000 + 1)).toBeNull();
    await deleteSession(store, session.id);
    expect(await readSession(store, 'northfield', session.id, now + 1000)).toBeNull();

    const again = await createSession(store, user!.id, now);
    await updateUser(store, 'northfield', user!.id, { role: 'editor' });
    expect((await readSession(store, 'northfield', again.id, now + 1000))?.role).toBe('editor'); // a role change holds at once
    await updateUser(store, 'northfield', user!.id, { disabled: true });
    expect(await readSession(store, 'northfield', again.id, now + 1000)).toBeNull();
    await expect(updateUser(store, 'northfield', 9999, { disabled: true })).rejects.toMatchObject({ status: 404 });
  });

  it('the last enabled admin of a tenant cannot be demoted or disabled', async () => {
    const only = (await createUser(store, 'lone-school', { username: 'lone', password: 'lone admin password', role: 'admin' }))!;
    await expect(updateUser(store, 'lone-school', only.id, { role: 'editor' })).rejects.toMatchObject({ status: 409 });
    await expect(updateUser(store, 'lone-school', only.id, { disabled: true })).rejects.toMatchObject({ status: 409 });
    expect((await listUsers(store, 'lone-school'))[0]).toMatchObject({ role: 'admin', disabled: false });
    await createUser(store, 'lone-school', { username: 'second', password: 'second admin password', role: 'admin' });
    await expect(updateUser(store, 'lone-school', only.id, { role: 'editor' })).resolves.toMatchObject({ role: 'editor' });
  });
});
