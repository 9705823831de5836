import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Store } from '../../store/store.server.ts';

process.env.STAFF_TOKEN = 'admin-users-test-token-0123';
process.env.NODE_ENV = 'test';

describe('/api/v2/admin/users (admins manage staff accounts)', { timeout: 30_000 }, async () => {
  const auth = await import('../../auth.server.ts');
  const { createContentApi } = await import('../content-api.server.ts');
  const { createUser } = await import('../../accounts/users.server.ts');
  const dir = mkdtempSync(join(tmpdir(), 'admin-users-'));
  const store = Store.open(dir);
  await store.tenants.add('northfield', 'Northfield');
  auth.setAccountStore(store);
  afterAll(() => {
    auth.setAccountStore(null);
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const api = createContentApi(store);
  const editor = (await createUser(store, 'northfield', { username: 'edna', password: 'edna editor password', role: 'editor' }))!;
  const editorCookie = (await auth.startSession(editor.id)).split(';')[0]!;
  const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    api(
      new Request(`http://content-api.internal/api/v2/admin/users${path}`, {
        method,
        headers: { tenant: 'northfield', 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  const machine = { authorization: 'Bearer admin-users-test-token-0123' };

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
    const alexCookie = (await auth.startSession(alex.id)).split(';')[0]!;
    const listed = (await (await call('GET', '', { cookie: alexCookie })).json()) as { username: string }[];
    expect(listed.map((u) => u.username)).toEqual(['Alex', 'edna']);
    expect(JSON.stringify(listed)).not.toContain('scrypt');
    expect((await call('POST', '', machine, { username: 'alex', password: 'another long one', role: 'editor' })).status).toBe(409);
    expect((await call('POST', '', machine, { username: 'weak', password: 'short', role: 'editor' })).status).toBe(422);
    expect((await call('POST', '', machine, { username: 'who', password: 'long enough pass', role: 'owner' })).status).toBe(422);
    const promoted = await call('PATCH', `/${editor.id}`, machine, { role: 'admin' });
    expect(await promoted.json()).toMatchObject({ username: 'edna', role: 'admin' });
    expect((await auth.staffSessionOf(editorCookie))?.role).toBe('admin'); // at once, same session
    expect((await call('PATCH', '/9999', machine, { disabled: true })).status).toBe(404);
    expect((await call('PATCH', `/${editor.id}`, machine, { disabled: 'yes' })).status).toBe(422);
  });
});
