import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Store } from './store.server.ts';
import { StaleVersionError, TemplateEditorStore } from './template-editor.server.ts';

const tenant = 't1';
const key = { tenant, page: 'homepage', sportId: 0 };
const body = (ids: string[]) => ({ page: 'homepage', sport_id: null, areas: { above: [], default: ids.map((id) => ({ id, name: 'page-title', props: {} })), below: [] } });
let store: Store;
let editor: TemplateEditorStore;

beforeEach(() => {
  store = new Store(':memory:');
  store.addTenant(tenant, 'Test');
  store.putTemplate(tenant, 'homepage', 0, body(['a', 'b']), 'seed');
  editor = new TemplateEditorStore(store);
});
afterEach(() => store.close());

describe('template drafts, publish and restore', () => {
  it('keeps a draft apart from the live version until it is published', () => {
    editor.saveDraft(key, body(['b', 'a']), 'ann', 1, null);
    expect(store.template(tenant, 'homepage', 0)?.body).toEqual(body(['a', 'b']));
    const before = store.contentVersion(tenant);
    expect(editor.publish(key, 'ann', 1, 'Swap')).toBe(2);
    expect(store.contentVersion(tenant)).toBeGreaterThan(before);
    expect(store.template(tenant, 'homepage', 0)?.body).toEqual(body(['b', 'a']));
    expect(editor.draft(key)).toBeNull();
    expect(editor.versions(key).map((v) => [v.version, v.author, v.note])).toEqual([[2, 'ann', 'Swap'], [1, 'seed', '']]);
  });

  it('refuses a stale base version or a draft saved by someone else meanwhile (409), overwriting nothing', () => {
    editor.saveDraft(key, body(['b', 'a']), 'ann', 1, null);
    expect(() => editor.saveDraft(key, body(['a']), 'bob', 1, null)).toThrow(StaleVersionError);
    expect(() => editor.saveDraft(key, body(['a']), 'bob', 0, 1)).toThrow(StaleVersionError);
    expect(editor.draft(key)?.body).toEqual(body(['b', 'a']));
    editor.saveDraft(key, body(['a']), 'bob', 1, 1);
    expect(editor.draft(key)?.revision).toBe(2);
    store.putTemplate(tenant, 'homepage', 0, body(['c']), 'api');
    expect(() => editor.publish(key, 'bob', 1, '')).toThrow(StaleVersionError);
    expect(() => editor.publish(key, 'bob', 2, '')).toThrow(StaleVersionError); // the draft's own base is stale too
    expect(store.template(tenant, 'homepage', 0)?.body).toEqual(body(['c']));
  });

  it('restores as a new version, keeping the current one and any draft', () => {
    editor.saveDraft(key, body(['b', 'a']), 'ann', 1, null);
    editor.publish(key, 'ann', 1, 'Swap');
    editor.saveDraft(key, body(['z']), 'ann', 2, null);
    expect(editor.restore(key, 'bob', 1, 2, 'Back')).toBe(3);
    expect(store.template(tenant, 'homepage', 0)?.body).toEqual(body(['a', 'b']));
    expect(editor.version(key, 2)?.body).toEqual(body(['b', 'a']));
    expect(editor.version(key, 3)?.restoredFrom).toBe(1);
    expect(editor.draft(key)?.body).toEqual(body(['z']));
    expect(() => editor.restore(key, 'bob', 1, 2, '')).toThrow(StaleVersionError);
    expect(editor.auditLog(tenant).map((e) => `${e.actor} ${e.action} ${e.version ?? ''}`)).toEqual(['bob restore 3', 'ann draft.create ', 'ann publish 2', 'ann draft.create ']);
  });

  it('publishes a scheduled draft once it is due, and not over a later change', () => {
    editor.saveDraft(key, body(['b', 'a']), 'ann', 1, null);
    editor.schedule(key, 'ann', 1, 'Morning', '2030-01-01T08:00:00.000Z');
    expect(editor.publishDue(tenant, new Date('2030-01-01T07:59:59Z'))).toBe(0);
    expect(editor.publishDue(tenant, new Date('2030-01-01T08:00:00Z'))).toBe(1);
    expect(editor.live(key)).toMatchObject({ version: 2, author: 'ann', note: 'Morning' });

    editor.saveDraft(key, body(['x']), 'ann', 2, null);
    editor.schedule(key, 'ann', 2, '', '2030-01-02T08:00:00.000Z');
    store.putTemplate(tenant, 'homepage', 0, body(['c']), 'api');
    expect(editor.publishDue(tenant, new Date('2030-01-03T00:00:00Z'))).toBe(0);
    expect(editor.live(key)?.body).toEqual(body(['c']));
    expect(editor.draft(key)).toMatchObject({ publishAt: null });
    expect(editor.auditLog(tenant)[0]?.action).toBe('publish.skipped');
  });
});
