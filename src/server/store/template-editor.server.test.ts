import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeDatabases, emptyStores } from '#tests/support/seeded-store.ts';
import type { Store } from './store.server.ts';
import { ScheduleGoneError, StaleVersionError, TemplateEditorStore } from './template-editor.server.ts';

const tenant = 't1';
const key = { tenant, page: 'homepage', sportId: 0 };
const body = (ids: string[]) => ({
  page: 'homepage',
  sport_id: null,
  areas: { above: [], default: ids.map((id) => ({ id, name: 'page-title', props: {} })), below: [] },
});
let store: Store;
let editor: TemplateEditorStore;

describeDatabases('on %s', (database) => {
  const stores = emptyStores(database, 'template-editor');

  beforeEach(async () => {
    store = await stores.fresh();
    await store.tenants.add(tenant, 'Test');
    await store.templates.append(key, body(['a', 'b']), 'seed');
    editor = new TemplateEditorStore(store);
  });
  afterEach(() => store.close());

  describe('template drafts, publish and restore', () => {
    it('keeps a draft apart from the live version until it is published', async () => {
      await editor.saveDraft(key, body(['b', 'a']), 'ann', 1, null);
      expect((await store.templates.latest(key))?.body).toEqual(body(['a', 'b']));
      const before = await store.tenants.contentVersion(tenant);
      expect(await editor.publish(key, 'ann', 1, 'Swap')).toBe(2);
      expect(await store.tenants.contentVersion(tenant)).toBeGreaterThan(before);
      expect((await store.templates.latest(key))?.body).toEqual(body(['b', 'a']));
      expect(await editor.draft(key)).toBeNull();
      expect((await editor.versions(key)).map((v) => [v.version, v.author, v.note])).toEqual([
        [2, 'ann', 'Swap'],
        [1, 'seed', ''],
      ]);
    });

    it('refuses a stale base version or a draft saved by someone else meanwhile (409), overwriting nothing', async () => {
      await editor.saveDraft(key, body(['b', 'a']), 'ann', 1, null);
      await expect(editor.saveDraft(key, body(['a']), 'bob', 1, null)).rejects.toThrow(StaleVersionError);
      await expect(editor.saveDraft(key, body(['a']), 'bob', 0, 1)).rejects.toThrow(StaleVersionError);
      expect((await editor.draft(key))?.body).toEqual(body(['b', 'a']));
      await editor.saveDraft(key, body(['a']), 'bob', 1, 1);
      expect((await editor.draft(key))?.revision).toBe(2);
      await store.templates.append(key, body(['c']), 'api');
      await expect(editor.publish(key, 'bob', 1, '')).rejects.toThrow(StaleVersionError);
      await expect(editor.publish(key, 'bob', 2, '')).rejects.toThrow(StaleVersionError); // the draft's own base is stale too
      expect((await store.templates.latest(key))?.body).toEqual(body(['c']));
    });

    it('restores as a new version, keeping the current one and any draft', async () => {
      await editor.saveDraft(key, body(['b', 'a']), 'ann', 1, null);
      await editor.publish(key, 'ann', 1, 'Swap');
      await editor.saveDraft(key, body(['z']), 'ann', 2, null);
      expect(await editor.restore(key, 'bob', 1, 2, 'Back')).toBe(3);
      expect((await store.templates.latest(key))?.body).toEqual(body(['a', 'b']));
      expect((await editor.version(key, 2))?.body).toEqual(body(['b', 'a']));
      expect((await editor.version(key, 3))?.restoredFrom).toBe(1);
      expect((await editor.draft(key))?.body).toEqual(body(['z']));
      await expect(editor.restore(key, 'bob', 1, 2, '')).rejects.toThrow(StaleVersionError);
      expect((await editor.auditLog(tenant)).map((e) => `${e.actor} ${e.action} ${e.version ?? ''}`)).toEqual([
        'bob restore 3',
        'ann draft.create ',
        'ann publish 2',
        'ann draft.create ',
      ]);
    });

    it('publishes a scheduled draft once it is due, and not over a later change', async () => {
      await editor.saveDraft(key, body(['b', 'a']), 'ann', 1, null);
      await editor.schedule(key, 'ann', 1, 'Morning', '2030-01-01T08:00:00.000Z');
      expect(await editor.publishDue(tenant, new Date('2030-01-01T07:59:59Z'))).toBe(0);
      expect(await editor.publishDue(tenant, new Date('2030-01-01T08:00:00Z'))).toBe(1);
      expect(await editor.live(key)).toMatchObject({ version: 2, author: 'ann', note: 'Morning' });

      await editor.saveDraft(key, body(['x']), 'ann', 2, null);
      await editor.schedule(key, 'ann', 2, '', '2030-01-02T08:00:00.000Z');
      await store.templates.append(key, body(['c']), 'api');
      expect(await editor.publishDue(tenant, new Date('2030-01-03T00:00:00Z'))).toBe(0);
      expect((await editor.live(key))?.body).toEqual(body(['c']));
      expect(await editor.draft(key)).toMatchObject({ publishAt: null });
      expect((await editor.auditLog(tenant))[0]?.action).toBe('publish.skipped');
    });

    it('lists pending scheduled publishes with who scheduled them and the note, the next to run first', async () => {
      const sportKey = { ...key, sportId: 3 };
      await editor.saveDraft(key, body(['b', 'a']), 'ann', 1, null);
      await editor.saveDraft(sportKey, body(['c']), 'ann', 0, null);
      await editor.schedule(key, 'bob', 1, 'Saturday layout', '2030-01-04T15:00:00.000Z');
      await editor.schedule(sportKey, 'cy', 0, '', '2030-01-02T15:00:00.000Z');
      expect(await editor.scheduled(tenant)).toEqual([
        { page: 'homepage', sportId: 3, publishAt: '2030-01-02T15:00:00.000Z', author: 'cy', note: '' },
        { page: 'homepage', sportId: 0, publishAt: '2030-01-04T15:00:00.000Z', author: 'bob', note: 'Saturday layout' },
      ]);
      // The version is credited to who scheduled it, not to who saved the draft last.
      expect(await editor.publishDue(tenant, new Date('2030-01-05T00:00:00Z'))).toBe(2);
      expect(await editor.live(key)).toMatchObject({ version: 2, author: 'bob', note: 'Saturday layout' });
      expect(await editor.scheduled(tenant)).toEqual([]);
    });

    it('cancels a scheduled publish: the draft stays a draft, the scheduler leaves it, and it is audited', async () => {
      await editor.saveDraft(key, body(['b', 'a']), 'ann', 1, null);
      await editor.schedule(key, 'ann', 1, 'Saturday layout', '2030-01-04T15:00:00.000Z');
      await editor.cancelSchedule(key, 'bob', '2030-01-04T15:00:00.000Z');
      expect(await editor.scheduled(tenant)).toEqual([]);
      expect(await editor.draft(key)).toMatchObject({ body: body(['b', 'a']), publishAt: null, publishNote: null, publishBy: null });
      expect(await editor.publishDue(tenant, new Date('2030-02-01T00:00:00Z'))).toBe(0);
      expect(await editor.liveVersion(key)).toBe(1);
      expect(await editor.draft(key)).not.toBeNull();
      expect((await editor.auditLog(tenant))[0]).toMatchObject({
        actor: 'bob',
        action: 'publish.cancel',
        page: 'homepage',
        detail: '2030-01-04T15:00:00.000Z Saturday layout',
      });
      // A second cancel finds nothing pending: refused, nothing audited.
      await expect(editor.cancelSchedule(key, 'bob', '2030-01-04T15:00:00.000Z')).rejects.toThrow(ScheduleGoneError);
      expect((await editor.auditLog(tenant)).filter((e) => e.action === 'publish.cancel')).toHaveLength(1);
    });

    it('refuses to cancel a scheduled publish that already ran, or one moved to another time', async () => {
      await editor.saveDraft(key, body(['b', 'a']), 'ann', 1, null);
      await editor.schedule(key, 'ann', 1, '', '2030-01-04T15:00:00.000Z');
      await editor.schedule(key, 'ann', 1, '', '2030-01-05T15:00:00.000Z');
      await expect(editor.cancelSchedule(key, 'bob', '2030-01-04T15:00:00.000Z')).rejects.toThrow(ScheduleGoneError);
      expect((await editor.draft(key))?.publishAt).toBe('2030-01-05T15:00:00.000Z');
      expect(await editor.publishDue(tenant, new Date('2030-01-06T00:00:00Z'))).toBe(1);
      await expect(editor.cancelSchedule(key, 'bob', '2030-01-05T15:00:00.000Z')).rejects.toThrow(ScheduleGoneError);
      expect(await editor.liveVersion(key)).toBe(2);
    });
  });
});
