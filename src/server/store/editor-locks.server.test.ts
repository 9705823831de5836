// Per-key locks of the template and content editors, on both databases, with several stores (on PostgreSQL,
// several processes' pools) on one database: one key's writes one at a time, different keys' at once, and a
// scheduled publish found due by every store at once runs once.
import { expect, it } from 'vitest';
import { describeDatabases, emptyStores } from '#tests/support/seeded-store.ts';
import { ContentEditorStore, type ToRow } from './content-editor.server.ts';
import type { Store } from './store.server.ts';
import { StaleVersionError, TemplateEditorStore } from './template-editor.server.ts';

const template = (ids: string[]) => ({
  page: 'homepage',
  sport_id: null,
  areas: { above: [], default: ids.map((id) => ({ id, name: 'page-title', props: {} })), below: [] },
});
const alert = (id: number, title: string) => ({ id, title, endDate: null });
const toRow: ToRow = (body, id) => ({ id, sort_date: null, body });

/** How many of the calls were fulfilled, and the errors of the others. */
async function settle<T>(calls: Promise<T>[]): Promise<{ fulfilled: T[]; rejected: unknown[] }> {
  const results = await Promise.allSettled(calls);
  return {
    fulfilled: results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])),
    rejected: results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : [])),
  };
}

describeDatabases('publish locks on %s', (database) => {
  const stores = emptyStores(database, 'editor-locks');
  let tenants = 0;
  /**
   * A new tenant (each test its own, on the block's one database) and three stores on it: on PostgreSQL three
   * pools, as three processes; on SQLite one connection's concurrent requests (connections of one process would
   * wait for each other's write lock synchronously, blocking the thread that holds it).
   */
  const setup = async () => {
    const tenant = `t${++tenants}`;
    const one = await stores.open();
    const all: Store[] = database === 'postgres' ? [one, await stores.open(), await stores.open()] : [one, one, one];
    await all[0]!.tenants.add(tenant, 'Test');
    for (const page of ['homepage', 'news']) await all[0]!.templates.append({ tenant, page, sportId: 0 }, template(['a']), 'seed');
    await all[0]!.documents.put(tenant, 'alerts', [toRow(alert(1, 'One'), 1), toRow(alert(2, 'Two'), 2)]);
    return { tenant, all };
  };

  it('two publishes of one template or alert at once: one wins, the other is stale (409)', async () => {
    const { tenant, all } = await setup();
    const key = { tenant, page: 'homepage', sportId: 0 };
    const [a, b] = all.map((s) => new TemplateEditorStore(s));
    await a!.saveDraft(key, template(['b']), 'ann', 1, null);
    const templates = await settle([a!.publish(key, 'ann', 1, ''), b!.publish(key, 'bob', 1, '')]);
    expect(templates.fulfilled).toEqual([2]);
    expect(templates.rejected).toHaveLength(1);
    expect(templates.rejected[0]).toBeInstanceOf(StaleVersionError);
    expect((await a!.versions(key)).map((v) => v.version)).toEqual([2, 1]);

    const alertKey = { tenant, collection: 'alerts', id: 1 } as const;
    const [c, d] = all.map((s) => new ContentEditorStore(s));
    await c!.open(alertKey);
    await c!.saveDraft(alertKey, alert(1, 'One, changed'), 'ann', 1, null);
    const alerts = await settle([c!.publish(alertKey, 'ann', 1, '', toRow), d!.publish(alertKey, 'bob', 1, '', toRow)]);
    expect(alerts.fulfilled).toEqual([2]);
    expect(alerts.rejected[0]).toBeInstanceOf(StaleVersionError);
    expect((await c!.versions(alertKey)).map((v) => v.version)).toEqual([2, 1]);
  });

  it('publishes of two different keys at once both succeed', async () => {
    const { tenant, all } = await setup();
    const keys = ['homepage', 'news'].map((page) => ({ tenant, page, sportId: 0 }));
    const editors = all.map((s) => new TemplateEditorStore(s));
    for (const key of keys) await editors[0]!.saveDraft(key, template(['b']), 'ann', 1, null);
    const alertKeys = [1, 2].map((id) => ({ tenant, collection: 'alerts', id }) as const);
    const content = all.map((s) => new ContentEditorStore(s));
    for (const key of alertKeys) {
      await content[0]!.open(key);
      await content[0]!.saveDraft(key, alert(key.id, 'Changed'), 'ann', 1, null);
    }
    const before = await all[0]!.tenants.contentVersion(tenant);
    expect(
      await Promise.all([
        editors[1]!.publish(keys[0]!, 'ann', 1, ''),
        editors[2]!.publish(keys[1]!, 'bob', 1, ''),
        content[1]!.publish(alertKeys[0]!, 'ann', 1, '', toRow),
        content[2]!.publish(alertKeys[1]!, 'bob', 1, '', toRow),
      ]),
    ).toEqual([2, 2, 2, 2]);
    // Every publish bumped the content version: none was lost to another.
    expect(await all[0]!.tenants.contentVersion(tenant)).toBe(before + 4);
  });

  it('a scheduled publish found due by several stores at once runs exactly once', async () => {
    const { tenant, all } = await setup();
    const key = { tenant, page: 'homepage', sportId: 0 };
    const alertKey = { tenant, collection: 'alerts', id: 2 } as const;
    const templates = all.map((s) => new TemplateEditorStore(s));
    const content = all.map((s) => new ContentEditorStore(s));
    const due = '2026-11-28T15:00:00.000Z';
    await templates[0]!.saveDraft(key, template(['b']), 'ann', 1, null);
    await templates[0]!.schedule(key, 'ann', 1, 'Game day', due);
    await content[0]!.open(alertKey);
    await content[0]!.saveDraft(alertKey, alert(2, 'Gates at 11'), 'ann', 1, null);
    await content[0]!.schedule(alertKey, 'ann', 1, 'Game day', due);
    const now = new Date('2026-11-28T15:00:01Z');
    const ran = await Promise.all([
      ...templates.map((editor) => editor.publishDue(tenant, now)),
      ...content.map((editor) => editor.publishDue(tenant, now)),
    ]);
    expect(ran.slice(0, 3).reduce((a, b) => a + b)).toBe(1);
    expect(ran.slice(3).reduce((a, b) => a + b)).toBe(1);
    expect((await templates[0]!.versions(key)).map((v) => v.version)).toEqual([2, 1]);
    expect((await content[0]!.versions(alertKey)).map((v) => v.version)).toEqual([2, 1]);
    const published = (await all[0]!.auditLog.list(tenant)).filter((entry) => entry.action === 'publish');
    expect(published).toHaveLength(2);
  });
});
