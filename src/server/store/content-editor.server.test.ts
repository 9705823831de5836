import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BEFORE_HISTORY, ContentEditorStore, writeLive, type ToRow } from './content-editor.server.ts';
import { Store } from './store.server.ts';
import { StaleVersionError } from './template-editor.server.ts';

const tenant = 't1';
const key = { tenant, collection: 'alerts', id: 7 } as const;
const alert = (title: string) => ({ id: 7, title, endDate: null });
const toRow: ToRow = (body, id) => ({ id, sort_date: null, body });
let store: Store;
let editor: ContentEditorStore;

const live = async () => ((await store.documents.get(tenant, 'alerts', 7, false)) as { title: string } | undefined)?.title;

beforeEach(async () => {
  store = new Store(':memory:');
  await store.tenants.add(tenant, 'Test');
  // As the seed writes it: a live document with no version kept yet.
  await store.documents.put(tenant, 'alerts', [toRow(alert('Lots open at 11'), 7)]);
  editor = new ContentEditorStore(store);
});
afterEach(() => store.close());

describe('alerts, promotions and splash pages: drafts, publish, restore', () => {
  it('keeps a document from before versions as version 1 when the editor opens it', async () => {
    const opened = await editor.open(key);
    expect(opened.live).toBe(1);
    expect(opened.versions.map((v) => [v.version, v.author])).toEqual([[1, BEFORE_HISTORY]]);
    expect((await editor.open(key)).versions).toHaveLength(1);
  });

  it('keeps a draft apart from the live document until it is published, then audits the publish', async () => {
    await editor.open(key);
    await editor.saveDraft(key, alert('Lots open at 10'), 'ann', 1, null);
    expect(await live()).toBe('Lots open at 11');
    expect(await editor.publish(key, 'ann', 1, 'Earlier', toRow)).toBe(2);
    expect(await live()).toBe('Lots open at 10');
    expect(await editor.draft(key)).toBeNull();
    expect((await editor.versions(key)).map((v) => [v.version, v.author, v.note])).toEqual([
      [2, 'ann', 'Earlier'],
      [1, BEFORE_HISTORY, 'As it was before versions were kept'],
    ]);
    expect((await store.auditLog.list(tenant)).map((e) => [e.action, e.page, e.version])).toEqual([
      ['publish', 'alerts/7', 2],
      ['draft.create', 'alerts/7', null],
    ]);
  });

  it('refuses a second editor on one alert (a draft they never saw, or a stale base), overwriting nothing', async () => {
    await editor.open(key);
    await editor.saveDraft(key, alert('Ann'), 'ann', 1, null);
    await expect(editor.saveDraft(key, alert('Bob'), 'bob', 1, null)).rejects.toThrow(StaleVersionError);
    await editor.publish(key, 'ann', 1, '', toRow);
    await expect(editor.saveDraft(key, alert('Bob'), 'bob', 1, null)).rejects.toThrow(StaleVersionError);
    await expect(editor.publish(key, 'bob', 1, '', toRow)).rejects.toThrow(StaleVersionError);
    expect(await live()).toBe('Ann');
  });

  it('restores yesterday’s version as a new one, live at once, leaving the draft alone', async () => {
    await editor.open(key);
    await editor.saveDraft(key, alert('Changed'), 'ann', 1, null);
    await editor.publish(key, 'ann', 1, '', toRow);
    await editor.saveDraft(key, alert('Work in progress'), 'ann', 2, null);
    expect(await editor.restore(key, 'bob', 1, 2, '', toRow)).toBe(3);
    expect(await live()).toBe('Lots open at 11');
    expect((await editor.version(key, 3))?.restoredFrom).toBe(1);
    expect((await editor.draft(key))?.body).toEqual(alert('Work in progress'));
    await expect(editor.restore(key, 'bob', 9, 3, '', toRow)).rejects.toThrow(RangeError);
  });

  it('keeps the history whole when the content API writes a document directly', async () => {
    await store.transaction((tx) => writeLive(tx, key, alert('Direct'), 'api', '', null, toRow));
    expect((await editor.versions(key)).map((v) => [v.version, v.author])).toEqual([
      [2, 'api'],
      [1, BEFORE_HISTORY],
    ]);
    expect(await live()).toBe('Direct');
  });
});
