import { describe, expect, it } from 'vitest';
import { seededStore } from '#tests/support/seeded-store.ts';
import { contentJsonSchema } from './admin-content.server.ts';
import { validatorModule } from '../../forms/ajv.server.ts';

const content = seededStore('admin-content', { staffToken: 'admin-content-staff-token-0123' });
const { school, call } = content;
type Item = { id: number; title: string; body: Record<string, unknown> };

describe('site content in the editor (alerts, promotions, splash pages)', () => {
  it('is for staff only, and every collection has a form schema the browser can validate with', async () => {
    expect((await call('GET', '/admin/content', undefined, false)).status).toBe(401);
    expect((await call('PUT', '/admin/content/alerts/1', { body: {} }, false)).status).toBe(401);
    const kinds = (await (await call('GET', '/admin/content')).json()) as {
      name: 'alerts' | 'promotions' | 'splash';
      schema: { type: string };
    }[];
    expect(kinds.map((k) => k.name)).toEqual(['alerts', 'promotions', 'splash']);
    for (const kind of kinds) {
      expect(kind.schema.type).toBe('object');
      // Nullable fields are a type that may be null, not a choice between two schemas (see nullableAsType).
      expect(JSON.stringify(kind.schema)).not.toContain('"anyOf":[{"type":"null"}');
      expect(JSON.stringify(kind.schema)).not.toContain('{"type":"null"}');
      expect(() => validatorModule(contentJsonSchema(kind.name))).not.toThrow();
    }
  });

  it('edits an alert: visitors get it at once; bad input is refused (422) and the old one stays', async () => {
    const [alert] = (await (await call('GET', '/admin/content/alerts')).json()) as Item[];
    expect(alert).toBeDefined();
    const before = await content.store.tenants.contentVersion(school.tenant);
    const bad = await call('PUT', `/admin/content/alerts/${alert?.id}`, { body: { ...alert?.body, enabled: 'yes' } });
    expect(bad.status).toBe(422);
    const saved = await call('PUT', `/admin/content/alerts/${alert?.id}`, {
      body: { ...alert?.body, id: 999, title: 'Gates open at noon', enabled: true, showOnWeb: true, endDate: null },
    });
    expect(saved.status).toBe(200);
    expect(await content.store.tenants.contentVersion(school.tenant)).toBeGreaterThan(before);
    const active = (await (await call('GET', '/Alert/active', undefined, false)).json()) as { title: string }[];
    expect(active.map((a) => a.title)).toContain('Gates open at noon');
    const after = (await (await call('GET', '/admin/content/alerts')).json()) as Item[];
    expect(after.find((a) => a.id === alert?.id)?.body).toMatchObject({ id: alert?.id, title: 'Gates open at noon' });
    expect(((await (await call('GET', '/admin/audit')).json()) as { action: string; detail: string }[])[0]).toMatchObject({
      action: 'content.update',
      detail: `Gates open at noon (#${alert?.id})`,
    });
  });

  it('creates a splash page with its HTML sanitized, and edits a promotion campaign', async () => {
    const splashes = (await (await call('GET', '/admin/content/splash')).json()) as Item[];
    const created = await call('POST', '/admin/content/splash', {
      body: { ...splashes[0]?.body, title: 'Signing day', html: '<p>Hi</p><script>alert(1)</script>' },
    });
    expect(created.status).toBe(201);
    const { id, body } = (await created.json()) as Item;
    expect(id).toBe(Math.max(...splashes.map((s) => s.id)) + 1);
    expect(body.html).toBe('<p>Hi</p>');

    const [promotion] = (await (await call('GET', '/admin/content/promotions')).json()) as Item[];
    const campaigns = structuredClone(promotion?.body.campaigns) as { title: string }[];
    if (campaigns[0]) campaigns[0].title = 'Renamed campaign';
    const saved = await call('PUT', `/admin/content/promotions/${promotion?.id}`, { body: { ...promotion?.body, campaigns } });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as Item).body.campaigns).toEqual(campaigns);
  });
});

describe('drafts, versions and restore of site content (decision 0023)', () => {
  type History = {
    live: number;
    draft: { revision: number; body: Record<string, unknown> } | null;
    versions: { version: number; author: string }[];
  };
  const history = async (path: string) => (await (await call('GET', `${path}/history`)).json()) as History;
  const liveName = async (id: number) =>
    ((await content.store.documents.get(school.tenant, 'promotions', id, false)) as { name: string } | undefined)?.name;

  it('keeps a promotion’s draft from visitors until it is published, and restores yesterday’s as a new version', async () => {
    const [promotion] = (await (await call('GET', '/admin/content/promotions')).json()) as Item[];
    const path = `/admin/content/promotions/${promotion!.id}`;
    const opened = await history(path);
    expect(opened.live).toBeGreaterThanOrEqual(1);
    const base = opened.live;
    const was = await liveName(promotion!.id);

    const bad = await call('PUT', `${path}/draft`, { body: { ...promotion!.body, name: 42 }, baseVersion: base, revision: null });
    expect(bad.status).toBe(422);
    const draft = await call('PUT', `${path}/draft`, {
      body: { ...promotion!.body, name: 'draft-name' },
      baseVersion: base,
      revision: null,
    });
    expect(draft.status).toBe(200);
    expect(await liveName(promotion!.id)).toBe(was);

    // A second editor who never saw that draft is refused, and nothing is overwritten.
    const other = await call('PUT', `${path}/draft`, { body: { ...promotion!.body, name: 'other' }, baseVersion: base, revision: null });
    expect(other.status).toBe(409);
    expect(((await other.json()) as { error: { message: string } }).error.message).toBe('This promotion was changed since you opened it.');

    const published = await call('POST', `${path}/publish`, { baseVersion: base, note: 'New name' });
    expect(published.status).toBe(200);
    expect(await liveName(promotion!.id)).toBe('draft-name');
    const after = await history(path);
    expect(after.draft).toBeNull();
    expect(after.live).toBe(base + 1);

    const restored = await call('POST', `${path}/restore`, { version: base, baseVersion: base + 1 });
    expect(restored.status).toBe(200);
    expect(await liveName(promotion!.id)).toBe(was);
    expect((await history(path)).versions.map((v) => v.version)).toEqual([base + 2, base + 1, ...opened.versions.map((v) => v.version)]);
    expect((await call('POST', `${path}/restore`, { version: 999, baseVersion: base + 2 })).status).toBe(404);
  });

  it('is for staff only and answers 404 for a document that does not exist', async () => {
    expect((await call('GET', '/admin/content/alerts/1/history', undefined, false)).status).toBe(401);
    expect((await call('GET', '/admin/content/alerts/987654/history')).status).toBe(404);
  });

  it('schedules a splash page’s draft for later with a note (a past time is 422), lists it and cancels it once', async () => {
    const [splash] = (await (await call('GET', '/admin/content/splash')).json()) as Item[];
    const path = `/admin/content/splash/${splash!.id}`;
    const { live } = await history(path);
    const saved = await call('PUT', `${path}/draft`, {
      body: { ...splash!.body, title: 'Saturday splash' },
      baseVersion: live,
      revision: null,
    });
    expect(saved.status).toBe(200);
    const past = await call('POST', `${path}/publish`, { baseVersion: live, note: '', publishAt: '2020-01-01T10:00:00Z' });
    expect(past.status).toBe(422);
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const scheduled = await call('POST', `${path}/publish`, { baseVersion: live, note: 'Signing day', publishAt: later });
    expect(scheduled.status).toBe(202);
    expect(((await history(path)) as unknown as { draft: { publishAt: string; publishNote: string } }).draft).toMatchObject({
      publishAt: later,
      publishNote: 'Signing day',
    });
    type Listed = { content?: { kind: string; id: number }; label: string; publishAt: string; author: string; note: string };
    const listed = ((await (await call('GET', '/admin/scheduled')).json()) as Listed[]).filter((e) => e.content?.kind === 'splash');
    expect(listed).toEqual([
      expect.objectContaining({
        content: { kind: 'splash', id: splash!.id },
        label: 'Saturday splash',
        publishAt: later,
        note: 'Signing day',
      }),
    ]);
    const cancel = () => call('POST', `${path}/schedule/cancel`, { publishAt: later });
    expect((await cancel()).status).toBe(200);
    const again = await cancel();
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
      'This scheduled publish already ran or was cancelled: nothing was changed.',
    );
    expect(((await (await call('GET', '/admin/scheduled')).json()) as Listed[]).some((e) => e.content)).toBe(false);
    expect((await history(path)).draft?.body.title).toBe('Saturday splash');
  });
});
