import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, FIXTURE_NOW } from '#fixtures/school/index.ts';
import { defaultTemplates } from '#src/pages/page-info.ts';
import { PagePayloadSchema } from '#schemas/page.ts';
import type { PodcastPlayerData } from './podcast-player.schema.ts';
import { createContentApi } from '#src/server/api/content-api.server.ts';
import { HttpError } from '#src/server/api/http.server.ts';
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
  it('pages episodes newest first; the player holds the newest playable one, or the one in the URL', async () => {
    const first = await widget<PodcastPlayerData>(`/podcasts/${weekly.slug}/${weekly.id}`, 'player');
    expect(first.page).toEqual({ index: 0, size: 10, total: 30, pages: 3 });
    expect(first.episodes.map((e) => e.number)).toEqual([30, 29, 28, 27, 26, 25, 24, 23, 22, 21]);
    expect(first.current?.number).toBe(30);
    expect(first.current?.audio).toMatchObject({ type: 'audio/wav' });
    const third = await widget<PodcastPlayerData>(`/podcasts/${weekly.slug}/${weekly.id}?page=3`, 'player');
    expect(third.episodes.map((e) => e.number)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect((await widget<PodcastPlayerData>(`/podcasts/${weekly.slug}/${weekly.id}?page=99`, 'player')).episodes).toEqual([]);
    const chosen = school.podcasts.episodes.find((e) => e.series_id === weekly.id && e.number === 3)!;
    expect((await widget<PodcastPlayerData>(`/podcasts/${weekly.slug}/${weekly.id}?episode=${chosen.id}`, 'player')).current?.id).toBe(
      chosen.id,
    );
  });

  it('media flags decide what plays: premium and blacked-out episodes carry no audio for visitors', async () => {
    const data = await widget<PodcastPlayerData>(`/podcasts/${coach.slug}/${coach.id}`, 'player');
    const kinds = new Set(data.episodes.map((e) => e.access.kind));
    expect(kinds).toEqual(new Set(['play', 'subscribe', 'blacked-out']));
    for (const e of data.episodes) expect(e.audio === null).toBe(e.access.kind !== 'play');
    expect(data.episodes.find((e) => e.access.kind === 'blacked-out')?.access).toMatchObject({
      message: expect.stringContaining('embargo'),
    });
    expect((await widget<PodcastPlayerData>(`/podcasts/${film.slug}/${film.id}`, 'player')).current).toBeNull();
  });

  it('an unknown series is a 404', async () => {
    await expect(
      resolvePage({ store, tenant: school.tenant, path: '/podcasts/nope/99999', staff: false, now: new Date() }),
    ).rejects.toThrow(HttpError);
  });

  it('spec 7: the player loads as a component with $pageIndex and $pageSize', async () => {
    const api = createContentApi(store);
    const query = new URLSearchParams({ $pageIndex: '1', $pageSize: '5', extra: JSON.stringify({ seriesId: weekly.id }) });
    const response = await api(
      new Request(`http://content-api.internal/api/v2/components/podcast-player?${query}`, { headers: { tenant: school.tenant } }),
    );
    expect(response.status).toBe(200);
    const data = (await response.json()) as PodcastPlayerData;
    expect(data.episodes.map((e) => e.number)).toEqual([25, 24, 23, 22, 21]);
    expect(data.page).toMatchObject({ index: 1, size: 5 });
  });
});
