import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BEFORE_HISTORY, ContentEditorStore, writeLive, type ToRow } from './content-editor.server.ts';
import { describeDatabases, emptyStores } from '#tests/support/seeded-store.ts';
import type { Store } from './store.server.ts';
import { ScheduleGoneError, StaleVersionError } from './template-editor.server.ts';

const tenant = 't1';
const key = { tenant, collection: 'alerts', id: 7 } as const;
const alert = (title: string) => ({ id: 7, title, endDate: null });
const toRow: ToRow = (body, id) => ({ id, sort_date: null, body });
let store: Store;
let editor: ContentEditorStore;

const live = async () => ((await store.documents.get(tenant, 'alerts', 7, false)) as { title: string } | undefined)?.title;

describeDatabases('on %s', (database) => {
  const stores = emptyStores(database, 'content-editor');

  beforeEach(async () => {
    store = await stores.fresh();
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

  describe('scheduled publishes of content drafts (decision 0022)', () => {
    const saturday = '2026-11-28T15:00:00.000Z';
    const before = new Date('2026-11-28T14:59:00Z');
    const after = new Date('2026-11-28T15:00:01Z');

    it('publishes a due draft as the one who scheduled it, with the note, and leaves one not yet due', async () => {
      await editor.open(key);
      await editor.saveDraft(key, alert('Saturday hours'), 'ann', 1, null);
      await editor.schedule(key, 'bob', 1, 'For the weekend', saturday);
      expect((await editor.draft(key))?.publishAt).toBe(saturday);
      expect((await editor.scheduled(tenant)).map((r) => [r.collection, r.id, r.publishAt, r.author, r.note])).toEqual([
        ['alerts', 7, saturday, 'bob', 'For the weekend'],
      ]);
      expect(await editor.publishDue(tenant, before)).toBe(0);
      expect(await live()).toBe('Lots open at 11');
      expect(await editor.publishDue(tenant, after)).toBe(1);
      expect(await live()).toBe('Saturday hours');
      expect((await editor.versions(key))[0]).toMatchObject({ version: 2, author: 'bob', note: 'For the weekend' });
      expect(await editor.draft(key)).toBeNull();
      expect(await editor.scheduled(tenant)).toEqual([]);
      expect((await store.auditLog.list(tenant))[0]).toMatchObject({ action: 'publish', actor: 'scheduler', version: 2 });
    });

    it('skips a schedule whose document changed since, with an audit entry, publishing nothing over the change', async () => {
      await editor.open(key);
      await editor.saveDraft(key, alert('Scheduled'), 'ann', 1, null);
      await editor.schedule(key, 'ann', 1, '', saturday);
      await editor.restore(key, 'bob', 1, 1, 'Put back', toRow);
      expect(await editor.publishDue(tenant, after)).toBe(0);
      expect(await live()).toBe('Lots open at 11');
      expect((await editor.draft(key))?.publishAt).toBeNull();
      expect((await store.auditLog.list(tenant))[0]).toMatchObject({ action: 'publish.skipped', actor: 'scheduler' });
    });

    it('cancels the schedule the editor saw, once: the draft stays a draft', async () => {
      await editor.open(key);
      await editor.saveDraft(key, alert('Scheduled'), 'ann', 1, null);
      await expect(editor.schedule(key, 'ann', 2, '', saturday)).rejects.toThrow(StaleVersionError);
      await editor.schedule(key, 'ann', 1, 'Note', saturday);
      await expect(editor.cancelSchedule(key, 'bob', '2026-11-29T15:00:00.000Z')).rejects.toThrow(ScheduleGoneError);
      await editor.cancelSchedule(key, 'bob', saturday);
      await expect(editor.cancelSchedule(key, 'bob', saturday)).rejects.toThrow(ScheduleGoneError);
      expect(await editor.draft(key)).toMatchObject({ body: alert('Scheduled'), publishAt: null });
      expect((await store.auditLog.list(tenant))[0]).toMatchObject({ action: 'publish.cancel', actor: 'bob', detail: `${saturday} Note` });
    });
  });
});
