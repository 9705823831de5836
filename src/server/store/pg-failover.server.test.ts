import { afterEach, expect, it } from 'vitest';
import { buildSchool, FORM_IDS } from '#fixtures/school/index.ts';
import { describePostgres } from '#tests/support/postgres.ts';
import { emptyStores } from '#tests/support/seeded-store.ts';
import { PgDb } from './pg-db.server.ts';
import type { Store } from './store.server.ts';

/**
 * A failover or a restart of PostgreSQL cuts a connection in the middle of a transaction. What was written in it
 * must go with it (no template version without its content version, no submission the form did not count), and
 * the next write must find a working connection. The cut is made where it hurts most: after the transaction's
 * first write, while its last one (the content version) waits for a row another connection holds.
 */
describePostgres('a connection lost in the middle of a transaction', () => {
  const stores = emptyStores('postgres', 'pg-failover');
  const tenant = 'northfield';
  const held: { release: () => void; done: Promise<unknown> }[] = [];
  let admin: PgDb | undefined;

  afterEach(async () => {
    for (const hold of held.splice(0)) {
      hold.release();
      await hold.done.catch(() => undefined);
    }
    await admin?.close();
    admin = undefined;
  });

  /** Another machine's transaction that holds the tenant's row (and so its content version) until released. */
  async function holdTenantRow(): Promise<void> {
    admin ??= PgDb.open({ connectionString: stores.url()! });
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const done = admin.transaction(async (tx) => {
      // Not FOR UPDATE: the rows the transaction inserts first check their tenant (a key share), which must pass.
      await tx.get('SELECT id FROM tenants WHERE id = ? FOR NO KEY UPDATE', [tenant]);
      locked();
      await released;
    });
    held.push({ release, done });
    await isLocked;
  }

  /** The other machine commits and gives the row back. */
  async function releaseTheRow(): Promise<void> {
    for (const hold of held.splice(0)) {
      hold.release();
      await hold.done;
    }
  }

  /** Cuts the connection that waits for the tenant's row, as a failover would, once it is waiting. */
  async function cutTheWaitingConnection(): Promise<void> {
    const db = admin!;
    await expect
      .poll(
        async () =>
          (
            await db.all<{ pid: number }>(
              "SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'UPDATE tenants%' AND pid <> pg_backend_pid()",
            )
          ).length,
      )
      .toBe(1);
    await db.get(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'UPDATE tenants%' AND pid <> pg_backend_pid()",
    );
  }

  async function store(): Promise<Store> {
    const s = await stores.fresh();
    await s.tenants.add(tenant, 'Northfield');
    return s;
  }

  it('leaves no half-written template version, and the next publish numbers on from the last good one', async () => {
    const s = await store();
    const key = { tenant, page: 'home', sportId: 0 };
    expect(await s.templates.append(key, { widgets: ['first'] }, 'editor')).toBe(1);
    const version = await s.tenants.contentVersion(tenant);

    await holdTenantRow();
    // Heard before the cut: the cut connection can fail the publish before the cutting query answers.
    const publish = expect(s.templates.append(key, { widgets: ['second'] }, 'editor')).rejects.toThrow();
    await cutTheWaitingConnection();
    await publish;
    await releaseTheRow();

    expect(await s.templates.liveVersion(key)).toBe(1);
    expect((await s.templates.versions(key)).map((v) => v.version)).toEqual([1]);
    expect(await s.tenants.contentVersion(tenant)).toBe(version);
    // The pool replaced the cut connection: the retried publish is version 2, its content version bumped.
    expect(await s.templates.append(key, { widgets: ['second'] }, 'editor')).toBe(2);
    expect((await s.templates.version(key, 2))?.body).toEqual({ widgets: ['second'] });
    expect(await s.tenants.contentVersion(tenant)).toBe(version + 1);
  });

  it('stores no submission the form did not count: the place it took is free again', async () => {
    const s = await store();
    const { accessCode: _none, ...fixture } = buildSchool().forms.find((f) => f.id === FORM_IDS.limited)!;
    const form = { ...fixture, id: 901, maxSubmissions: 2, accessCodeHash: null };
    await s.forms.put(tenant, [form]);
    expect((await s.submissions.insert(tenant, form, { name: 'First' }, 'ip1')).ok).toBe(true);

    // The last place closes the form, which bumps the content version: that write is where the cut comes.
    await holdTenantRow();
    const last = expect(s.submissions.insert(tenant, form, { name: 'Cut off' }, 'ip2')).rejects.toThrow();
    await cutTheWaitingConnection();
    await last;
    await releaseTheRow();

    expect(await s.submissions.count(tenant, form.id)).toBe(1);
    expect((await s.submissions.list(tenant, form.id)).map((row) => row.data)).toEqual([{ name: 'First' }]);
    // The fan who tries again gets the place; the one after finds the form full.
    expect((await s.submissions.insert(tenant, form, { name: 'Again' }, 'ip2')).ok).toBe(true);
    expect(await s.submissions.insert(tenant, form, { name: 'Late' }, 'ip3')).toEqual({ ok: false, reason: 'full' });
    expect(await s.submissions.count(tenant, form.id)).toBe(2);
  });
});
