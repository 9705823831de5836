import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, FIXTURE_NOW } from '#fixtures/school/index.ts';
import { defaultTemplates } from '#src/pages/page-info.ts';
import { PagePayloadSchema } from '#schemas/page.ts';
import type { PodcastsData } from './podcasts.schema.ts';
import { createContentApi } from '#src/server/api/content-api.server.ts';
import { seedFiles } from '#src/server/files/seed-files.server.ts';
import { resolvePage } from '#src/server/page/resolve-page.server.ts';
import { seedIfEmpty } from '#src/server/store/seed.server.ts';
import { Store } from '#src/server/store/store.server.ts';

const school = buildSchool();
const weekly = school.podcasts.series.find((s) => s.slug === 'falcons-weekly')!;
const coach = school.podcasts.series.find((s) => s.slug === 'coachs-corner')!;
const film = school.podcasts.series.find((s) => s.slug === 'film-room')!;
let dir: string;
let store: Store;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'podcasts-'));
  store = Store.open(dir);
  await seedIfEmpty(store, school, defaultTemplates());
  await seedFiles(store, school.tenant, school.documents, new Date(FIXTURE_NOW));
});
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

async function widget<T>(path: string, id: string): Promise<T> {
  const result = await resolvePage({ store, tenant: school.tenant, path, staff: false, now: new Date(FIXTURE_NOW) });
  if (result.kind !== 'page') throw new Error('redirected');
  const slot = PagePayloadSchema.parse(result.payload).widgets[id];
  if (!slot?.ok) throw new Error(`widget ${id} failed`);
  return slot.data as T;
}

describe('podcasts', () => {
  it('lists every series with its episode count; a premium-only series requires authentication (spec 4)', async () => {
    const data = await widget<PodcastsData>('/podcasts', 'podcasts');
    expect(data.series.map((s) => s.title)).toEqual(school.podcasts.series.map((s) => s.title));
    expect(data.series.find((s) => s.id === weekly.id)?.episodeCount).toBe(30);
    expect(data.series.find((s) => s.id === film.id)?.requiresAuth).toBe(true);
    expect(data.series.find((s) => s.id === weekly.id)?.requiresAuth).toBe(false);
    expect((await widget<PodcastsData>('/podcasts?category=1', 'podcasts')).series.every((s) => s.categoryTitle === 'Coaches Shows')).toBe(
      true,
    );
  });

  it('each series has an RSS feed a podcast app accepts: enclosures, iTunes tags, playable episodes only', async () => {
    const api = createContentApi(store);
    const get = (id: number) =>
      api(new Request(`http://content-api.internal/api/v2/podcasts/${id}/feed.xml`, { headers: { tenant: school.tenant } }));
    const response = await get(coach.id);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const xml = await response.text();
    const feed = await new Parser({ customFields: { item: ['itunes:duration', 'itunes:episode'] } }).parseString(xml);
    expect(feed.title).toBe(coach.title);
    expect(feed.itunes?.author).toBe(coach.author);
    expect(feed.itunes?.image).toMatch(/^https?:\/\/.+\/images\/podcasts\/coachs-corner\.svg$/);
    const free = school.podcasts.episodes.filter((e) => e.series_id === coach.id && e.media.free && !e.media.blackedOut);
    expect(feed.items).toHaveLength(free.length);
    for (const item of feed.items) {
      expect(item.enclosure?.url).toMatch(/^https?:\/\/.+\.wav$/);
      expect(item.enclosure?.type).toBe('audio/wav');
      expect(Number(item.enclosure?.length)).toBeGreaterThan(44);
      expect((item as { itunes?: { duration?: string } }).itunes?.duration).toMatch(/^\d+|\d+:\d\d/);
    }
    expect((await get(99999)).status).toBe(404);
    expect(response.headers.get('etag')).toBeTruthy();
  });
});
