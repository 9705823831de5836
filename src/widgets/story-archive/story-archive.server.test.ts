import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool } from '#fixtures/school/index.ts';
import { defaultTemplates } from '#src/pages/page-info.ts';
import { PagePayloadSchema } from '#schemas/page.ts';
import { academicYearOf, type StoryArchiveData } from './story-archive.schema.ts';
import { resolvePage } from '#src/server/page/resolve-page.server.ts';
import { seedIfEmpty } from '#src/server/store/seed.server.ts';
import { Store } from '#src/server/store/store.server.ts';

const school = buildSchool();
const published = school.stories.filter((s) => s.published).toSorted((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
let dir: string;
let store: Store;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'archive-'));
  store = Store.open(dir);
  await seedIfEmpty(store, school, defaultTemplates());
});
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

async function archive(path: string): Promise<StoryArchiveData> {
  const result = await resolvePage({ store, tenant: school.tenant, path, staff: false, now: new Date('2026-11-21T17:00:00Z') });
  if (result.kind !== 'page') throw new Error('redirected');
  const slot = PagePayloadSchema.parse(result.payload).widgets.archive;
  if (!slot?.ok) throw new Error('archive failed');
  return slot.data as StoryArchiveData;
}

describe('story archives', () => {
  it('pages through every published story, newest first, ten a page, with page links in the URL', async () => {
    const first = await archive('/archives');
    expect(first.total).toBe(published.length);
    expect(first.stories.map((s) => s.id)).toEqual(published.slice(0, 10).map((s) => s.id));
    expect(first).toMatchObject({ from: 1, to: 10 });
    expect(first.page.nextHref).toBe('/archives?page=2');
    const third = await archive('/archives?page=3');
    expect(third.stories.map((s) => s.id)).toEqual(published.slice(20, 30).map((s) => s.id));
    expect(third.page.links.find((l) => l.current)?.number).toBe(3);
    const past = await archive('/archives?page=9999');
    expect(past.stories).toEqual([]);
    expect(past.total).toBe(published.length);
  });

  it('filters by sport, season and words; filters stay in the page links', async () => {
    const football = school.sports.find((s) => s.global_sport_name_slug === 'football')!;
    const season = academicYearOf(published[0]!.date);
    const data = await archive(`/archives?sport=football&season=${season}`);
    const expected = published.filter((s) => s.sport_id === football.id && academicYearOf(s.date) === season);
    expect(data.total).toBe(expected.length);
    expect(data.stories.every((s) => s.sport?.id === football.id)).toBe(true);
    if (data.page.nextHref) expect(data.page.nextHref).toBe(`/archives?sport=football&season=${season}&page=2`);
    const word = published[0]!.title
      .split(/\W+/)
      .find((w) => w.length >= 5)!
      .toLowerCase();
    const words = await archive(`/archives?q=${word}`);
    expect(words.total).toBeGreaterThan(0);
    expect(words.total).toBeLessThan(published.length);
    expect(words.stories.map((s) => s.date)).toEqual(
      words.stories
        .map((s) => s.date)
        .toSorted()
        .reverse(),
    );
    const sportPage = await archive('/sports/football/archives');
    expect(sportPage.sportOptions).toEqual([]);
    expect(sportPage.total).toBe(published.filter((s) => s.sport_id === football.id).length);
  });

  it('junk filters give the whole archive; no match is the empty state', async () => {
    expect((await archive('/archives?sport=%3Cx%3E&season=1999-00&page=-1')).total).toBe(published.length);
    expect((await archive('/archives?q=quidditchzz')).total).toBe(0);
  });
});
