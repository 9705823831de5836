import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Store } from './store.server.ts';

let dir: string;
let store: Store;
const t = 'northfield';
const alert = (id: number, title: string) => ({ id, body: { id, title } });

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'store-'));
  store = Store.open(dir);
  await store.tenants.add(t, 'Northfield');
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the store while an async transaction is open', () => {
  it('the synchronous reads (the widget resolvers’) see only committed rows, and synchronous writes are refused meanwhile', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const writing = store.transaction(async (tx) => {
      await tx.documents.put(t, 'alerts', [alert(1, 'Lots open at 11')]);
      await released;
    });
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(store.get(t, 'alerts', 1)).toBeUndefined();
    expect(() => store.putDocuments(t, 'alerts', [alert(2, 'Written meanwhile')])).toThrow(/async transaction is open/);
    release();
    await writing;
    expect(store.get(t, 'alerts', 1)).toEqual({ id: 1, title: 'Lots open at 11' });
    store.putDocuments(t, 'alerts', [alert(2, 'Written after')]);
    expect(await store.documents.get(t, 'alerts', 2)).toEqual({ id: 2, title: 'Written after' });
  });

  it('a transaction over every repository commits together or not at all', async () => {
    const before = await store.tenants.contentVersion(t);
    await expect(store.transaction(async (tx) => {
      await tx.settings.put(t, 'site_config', { gtmIds: [] });
      await tx.auditLog.record({ tenant: t, actor: 'ann', action: 'content.update', page: 'alerts', sportId: null, version: null, detail: '' });
      throw new Error('undone');
    })).rejects.toThrow('undone');
    expect(await store.settings.get(t, 'site_config')).toBeUndefined();
    expect(await store.auditLog.list(t)).toEqual([]);
    expect(await store.tenants.contentVersion(t)).toBe(before);
  });
});
