import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool } from '#fixtures/school/index.ts';
import { defaultTemplates } from '#src/pages/page-info.ts';
import { PagePayloadSchema } from '#schemas/page.ts';
import type { PublicationsData } from './publications.schema.ts';
import { resolvePage } from '#src/server/page/resolve-page.server.ts';
import { seedIfEmpty } from '#src/server/store/seed.server.ts';
import { Store } from '#src/server/store/store.server.ts';

const school = buildSchool();
let dir: string;
let store: Store;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'publications-'));
  store = Store.open(dir);
  await seedIfEmpty(store, school, defaultTemplates());
});
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

async function widget<T>(path: string, id: string): Promise<T> {
  const result = await resolvePage({ store, tenant: school.tenant, path, staff: false, now: new Date('2026-11-21T17:00:00Z') });
  if (result.kind !== 'page') throw new Error('redirected');
  const slot = PagePayloadSchema.parse(result.payload).widgets[id];
  if (!slot?.ok) throw new Error(`widget ${id} failed`);
  return slot.data as T;
}

describe('publications', () => {
  it('lists every publication by season, newest season first', async () => {
    const data = await widget<PublicationsData>('/publications', 'publications');
    expect(data.total).toBe(school.publications.length);
    const seasons = data.groups.map((g) => g.season);
    expect(seasons).toEqual(seasons.toSorted().reverse());
    expect(data.options.kind.map((k) => k.label)).toEqual(['Media Guide', 'Game Program', 'Record Book', 'Yearbook']);
  });

  it('filters by sport, season and kind from the query; unknown values mean all', async () => {
    const guides = await widget<PublicationsData>('/publications?sport=football&kind=media-guide', 'publications');
    expect(guides.total).toBe(3);
    expect(guides.groups.flatMap((g) => g.items).every((c) => c.sportTitle === 'Football' && c.kindLabel === 'Media Guide')).toBe(true);
    expect(guides.selected).toEqual({ sport: 'football', season: '', kind: 'media-guide' });
    const junk = await widget<PublicationsData>(
      `/publications?sport=${encodeURIComponent('"><script>')}&season=1800&kind=x`,
      'publications',
    );
    expect(junk.total).toBe(school.publications.length);
    expect(junk.selected).toEqual({ sport: '', season: '', kind: '' });
  });
});
