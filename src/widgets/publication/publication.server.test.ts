import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool } from '#fixtures/school/index.ts';
import { defaultTemplates } from '#src/pages/page-info.ts';
import { PagePayloadSchema } from '#schemas/page.ts';
import type { PublicationData } from './publication.schema.ts';
import { HttpError } from '#src/server/api/http.server.ts';
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
  it('a publication page names its PDF in the file store; an unknown slug is a 404', async () => {
    const guide = school.publications[0]!;
    const data = await widget<PublicationData>(`/publications/${guide.slug}`, 'publication');
    expect(data.publication.fileHref).toBe(`/documents/publications/${guide.slug}.pdf`);
    expect(school.documents.some((d) => d.path === data.publication.fileHref)).toBe(true);
    await expect(
      resolvePage({ store, tenant: school.tenant, path: '/publications/no-such-guide', staff: false, now: new Date() }),
    ).rejects.toThrow(HttpError);
  });
});
