import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, createStory } from '#fixtures/school/index.ts';
import { defaultTemplates } from '#src/pages/page-info.ts';
import { PagePayloadSchema } from '#schemas/page.ts';
import type { SearchResultsData } from './search-results.schema.ts';
import { resolvePage } from '#src/server/page/resolve-page.server.ts';
import { matchExpression } from '#src/server/search/query.server.ts';
import { seedIfEmpty } from '#src/server/store/seed.server.ts';
import { Store } from '#src/server/store/store.server.ts';

const school = buildSchool();
let dir: string;
let store: Store;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'search-'));
  store = Store.open(dir);
  await seedIfEmpty(store, school, defaultTemplates());
});
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

async function search(query: string, staff = false): Promise<SearchResultsData> {
  const result = await resolvePage({
    store,
    tenant: school.tenant,
    path: `/search?${query}`,
    staff,
    now: new Date('2026-11-21T17:00:00Z'),
  });
  if (result.kind !== 'page') throw new Error('redirected');
  const slot = PagePayloadSchema.parse(result.payload).widgets.results;
  if (!slot?.ok) throw new Error(`search failed: ${slot && !slot.ok ? slot.error : ''}`);
  return slot.data as SearchResultsData;
}
const text = (parts: { text: string }[]) => parts.map((p) => p.text).join('');

describe('search', () => {
  it('finds a story the moment it is written; a title match ranks above a body match', async () => {
    await store.documents.put(school.tenant, 'stories', [
      {
        id: 990_001,
        sport_id: 2,
        sort_date: '2026-11-20T10:00:00-05:00',
        slug: '/news/2026/11/20/body-only',
        body: createStory({
          id: 990_001,
          title: 'Falcons notebook',
          url: '/news/2026/11/20/body-only',
          content: '<p>The zephyrine defense held firm.</p>',
        }),
      },
      {
        id: 990_002,
        sport_id: 2,
        sort_date: '2026-11-19T10:00:00-05:00',
        slug: '/news/2026/11/19/in-title',
        body: createStory({ id: 990_002, title: 'Zephyrine defense leads the way', url: '/news/2026/11/19/in-title' }),
      },
    ]);
    const data = await search('q=zephyrine');
    expect(data.total).toBe(2);
    expect(data.groups[0]?.hits.map((h) => h.url)).toEqual(['/news/2026/11/19/in-title', '/news/2026/11/20/body-only']);
    expect(data.groups[0]?.hits[0]?.title.some((p) => p.mark && /zephyrine/i.test(p.text))).toBe(true);
    expect(data.groups[0]?.hits[1]?.snippet.some((p) => p.mark)).toBe(true);
  });

  it('matches whole words first; a word not typed out is found as a prefix when whole words find nothing', async () => {
    const story = (id: number, title: string) => {
      const url = `/news/2026/11/18/${title.toLowerCase().replaceAll(' ', '-')}`;
      return { id, sport_id: 2, sort_date: '2026-11-18T10:00:00-05:00', slug: url, body: createStory({ id, title, url }) };
    };
    await store.documents.put(school.tenant, 'stories', [
      story(990_011, 'Quill award for Falcons'),
      story(990_012, 'Quillon trophy returns'),
    ]);
    const urls = async (q: string) => (await search(`q=${q}&type=story`)).groups[0]?.hits.map((h) => h.url);
    expect(await urls('quill')).toEqual(['/news/2026/11/18/quill-award-for-falcons']);
    expect(await urls('quillo')).toEqual(['/news/2026/11/18/quillon-trophy-returns']);
    expect(await urls('Quil')).toHaveLength(2);
  });

  it('groups by type with counts; a type pages ten at a time; a page past the end is empty', async () => {
    const all = await search('q=football');
    expect(all.counts.find((c) => c.kind === 'story')?.count).toBeGreaterThan(10);
    expect(all.counts.find((c) => c.kind === 'sport')?.count).toBe(1);
    expect(all.groups.map((g) => g.kind)).toContain('sport');
    const stories = await search('q=football&type=story&page=2');
    expect(stories.groups).toHaveLength(1);
    expect(stories.groups[0]?.hits).toHaveLength(10);
    expect(stories.page.prevHref).toBe('/search?q=football&type=story');
    expect((await search('q=football&type=story&page=999')).groups[0]?.hits).toEqual([]);
  });

  it('finds players (newest season only), coaches and staff; filters by sport', async () => {
    const player = school.roster.filter((p) => p.published).at(-1)!;
    const data = await search(`q=${encodeURIComponent(`${player.first_name} ${player.last_name}`)}&type=player`);
    const urls = data.groups[0]?.hits.map((h) => h.url) ?? [];
    expect(urls.filter((u) => u.includes(`/${player.slug}/`))).toHaveLength(1);
    const coach = school.staff.find((s) => s.kind === 'coach' && s.published)!;
    expect((await search(`q=${coach.last_name}&type=coach`)).groups[0]?.hits.map((h) => text(h.title))).toContain(
      `${coach.first_name} ${coach.last_name}`,
    );
    const footballOnly = await search('q=senior&sport=football&type=story');
    for (const hit of footballOnly.groups[0]?.hits ?? []) expect(hit.sportTitle).toBe('Football');
  });

  it('unpublished content never reaches visitors; staff see it marked', async () => {
    const draft = school.stories.find((s) => !s.published)!;
    const words = `q=${encodeURIComponent(draft.title)}&type=story`;
    expect((await search(words)).groups[0]?.hits.some((h) => h.url === draft.url)).toBe(false);
    expect((await search(words, true)).groups[0]?.hits.find((h) => h.url === draft.url)?.draft).toBe(true);
  });

  it('any query gives a normal page: empty, 1,000 characters, FTS operators, unbalanced quotes', async () => {
    for (const q of [
      '',
      ' ',
      'a'.repeat(1000),
      '"',
      '"football',
      'foot*',
      'NEAR(a b)',
      'football -soccer',
      'AND OR NOT',
      '^title:x',
      '(((',
      '\u0000',
      '🏈',
    ]) {
      await expect(search(`q=${encodeURIComponent(q)}`), q).resolves.toMatchObject({ query: expect.any(String) });
    }
    expect(matchExpression('NEAR(foot "ball')).toBe('"near" "foot" "ball"*');
    expect(matchExpression('" * -')).toBeNull();
    expect((await search('q=')).total).toBe(0);
  });
});
