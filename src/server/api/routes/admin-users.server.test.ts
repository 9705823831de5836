import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededStore } from '#tests/support/seeded-store.ts';

const STAFF_TOKEN = 'admin-users-test-token-0123';
process.env.NODE_ENV = 'test';

describe('/api/v2/admin/users (issue 12: admins manage staff accounts)', { timeout: 30_000 }, async () => {
  const auth = await import('../../auth.server.ts');
  const { createUser } = await import('../../accounts/users.server.ts');
  // The school's tenant and no one in it: the accounts listed are the ones these tests make.
  const ctx = seededStore('admin-users', { staffToken: STAFF_TOKEN, seed: (store) => store.addTenant('northfield', 'Northfield') });
  let editor: { id: number };
  let editorCookie = '';
  beforeAll(async () => {
    auth.setAccountStore(ctx.store.db);
    editor = (await createUser(ctx.store.db, 'northfield', { username: 'edna', password: 'edna editor password', role: 'editor' }))!;
    editorCookie = auth.startSession(editor.id).split(';')[0]!;
  });
  afterAll(() => auth.setAccountStore(null));
  const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    ctx.request(`/admin/users${path}`, {
      tenant: 'northfield', method, headers: { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body),
    });
  const machine = { authorization: `Bearer ${STAFF_TOKEN}` };

  it('refuses the anonymous (401) and editors (403) with the documented bodies', async () => {
    const anonymous = await call('GET', '', {});
    expect([anonymous.status, await anonymous.json()]).toEqual([401, { error: 'Sign in required' }]);
    const asEditor = await call('POST', '', { cookie: editorCookie }, { username: 'sneaky', password: 'sneaky password!', role: 'admin' });
    expect([asEditor.status, await asEditor.json()]).toEqual([403, { error: 'Admins only' }]);
    expect((await call('PATCH', `/${editor.id}`, { cookie: editorCookie }, { role: 'admin' })).status).toBe(403);
  });

  it('an admin lists, creates and changes accounts; bad input is 422, a taken name 409, no such user 404', async () => {
    const created = await call('POST', '', machine, { username: 'Alex', password: 'alex long password', role: 'admin' });
    expect(created.status).toBe(201);
    const alex = (await created.json()) as { id: number; role: string };
    expect(alex).toMatchObject({ username: 'Alex', role: 'admin', disabled: false });
    const alexCookie = auth.startSession(alex.id).split(';')[0]!;
    const listed = (await (await call('GET', '', { cookie: alexCookie })).json()) as { username: string }[];
    expect(listed.map((u) => u.username)).toEqual(['Alex', 'edna']);
    expect(JSON.stringify(listed)).not.toContain('scrypt');
    expect((await call('POST', '', machine, { username: 'alex', password: 'another long one', role: 'editor' })).status).toBe(409);
    expect((await call('POST', '', machine, { username: 'weak', password: 'short', role: 'editor' })).status).toBe(422);
    expect((await call('POST', '', machine, { username: 'who', password: 'long enough pass', role: 'owner' })).status).toBe(422);
    const promoted = await call('PATCH', `/${editor.id}`, machine, { role: 'admin' });
    expect(await promoted.json()).toMatchObject({ username: 'edna', role: 'admin' });
    expect(auth.staffSessionOf(editorCookie)?.role).toBe('admin'); // at once, same session
    expect((await call('PATCH', '/9999', machine, { disabled: true })).status).toBe(404);
    expect((await call('PATCH', `/${editor.id}`, machine, { disabled: 'yes' })).status).toBe(422);
  });
});
