import { expect, it } from 'vitest';
import { describeDatabases, seededStore, TEST_NOW } from '#tests/support/seeded-store.ts';
import { MARK_CLOSE, MARK_OPEN, SEARCH_COUNT_LIMIT } from '#src/widgets/search-results/search-results.schema.ts';
import { matchExpression } from '../../search/query.server.ts';
import { RANKED_MATCHES } from './search.server.ts';

describeDatabases('the search repository (what the search and story archive resolvers read) on %s', (database) => {
  const ctx = seededStore('search-repository', { database });
  it('finds a story by a word of its title, best match first, with counts by kind', async () => {
    const story = ctx.school.stories.find((s) => s.published && s.title.split(' ').length > 3)!;
    const word = story.title.split(/\W+/).filter((w) => w.length > 5)[0] ?? story.title.split(' ')[0]!;
    const filter = { tenant: ctx.school.tenant, match: matchExpression(word)!, staff: false };
    const counts = await ctx.store.search.countByKind(filter);
    expect(counts.get('story')).toBeGreaterThan(0);
    const hits = await ctx.store.search.page({ ...filter, kind: 'story' }, 0, 100);
    expect(hits.map((h) => h.doc_id)).toContain(story.id);
    expect(hits).toHaveLength(counts.get('story')!);
  });

  it('filters by sport and pages the archive newest first, its total counting every match', async () => {
    const sportId = ctx.school.stories.find((s) => s.sport_id !== null)!.sport_id!;
    for (const q of ['state', 'senior day', 'coach']) {
      const filter = { tenant: ctx.school.tenant, match: matchExpression(q)!, staff: true };
      const all = [...(await ctx.store.search.countByKind(filter)).values()].reduce((sum, n) => sum + n, 0);
      const sport = [...(await ctx.store.search.countByKind({ ...filter, sportId })).values()].reduce((sum, n) => sum + n, 0);
      expect(sport).toBeLessThanOrEqual(all);
      const page = await ctx.store.search.page({ ...filter, sportId }, 0, 10);
      expect(page.length).toBe(Math.min(10, sport));
      const archive = { ...filter, sportId: null, after: '2020-07-01', before: '2027-07-01' };
      const first = await ctx.store.search.archive(archive, 0, 5);
      const next = await ctx.store.search.archive(archive, 5, 5);
      expect(first.total).toBe(next.total);
      expect(first.ids.filter((id) => next.ids.includes(id))).toEqual([]);
    }
    const archive = await ctx.store.search.archive(
      { tenant: ctx.school.tenant, match: matchExpression('state')!, sportId: null, after: null, before: null, staff: false },
      0,
      5,
    );
    expect(archive.total).toBeGreaterThan(5);
    expect(archive.ids).toHaveLength(5);
  });

  it('ranks only the newest matches of a query that matches many, then lists the older ones newest first, each once', async () => {
    const many = RANKED_MATCHES + 30;
    // One a day; every 50th names the word in its headline (the oldest of those is not among the newest).
    const byDate = Array.from({ length: many }, (_, i) => ({
      id: 9_000_000 + i,
      sort_date: `${new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10)}T12:00:00Z`,
      slug: `/news/zephyrquill-${i}`,
      published: true,
      body: { title: i % 50 === 0 ? `Zephyrquill story ${i}` : `Story ${i}`, content: '<p>A zephyrquill in the text.</p>' },
    }));
    // Written in no order of date, as an import of old stories after new ones is: newest means by date, not by write.
    const written = byDate.map((row, i) => ({ row, order: (i * 7919) % many })).toSorted((a, b) => a.order - b.order);
    for (const { row } of written) await ctx.store.search.index(ctx.school.tenant, 'stories', [row]);
    const rows = byDate;
    const filter = {
      tenant: ctx.school.tenant,
      match: matchExpression('zephyrquill')!,
      staff: false,
      kind: 'story' as const,
      now: TEST_NOW.toISOString(),
    };
    const total = (await ctx.store.search.countByKind(filter)).get('story')!;
    expect(total).toBe(many);
    const hits = [];
    for (let start = 0; start < total; start += 10) hits.push(...(await ctx.store.search.page(filter, start, 10, total)));
    expect(new Set(hits.map((h) => h.doc_id)).size).toBe(many);
    const newest = rows.slice(-RANKED_MATCHES);
    expect(
      hits
        .slice(0, RANKED_MATCHES)
        .map((h) => h.doc_id)
        .toSorted(),
    ).toEqual(newest.map((r) => r.id).toSorted());
    // The headline matches among the newest come first; the older matches follow by date, the old headline match too.
    const headlines = newest.filter((r) => r.body.title.startsWith('Zephyrquill')).length;
    expect(hits.slice(0, headlines).every((h) => h.title.includes('ephyrquill'))).toBe(true);
    const older = hits.slice(RANKED_MATCHES).map((h) => h.sort_date!);
    expect(older).toEqual(older.toSorted().toReversed());
    expect(older).toHaveLength(many - RANKED_MATCHES);
  });

  it('counts a kind\'s matches up to the limit: more stories are "more than it", and the newest are ranked first', async () => {
    const many = SEARCH_COUNT_LIMIT + 5;
    const rows = Array.from({ length: many }, (_, i) => ({
      id: 9_500_000 + i,
      sort_date: `${new Date(Date.UTC(2018, 0, 1) + i * 3_600_000).toISOString().slice(0, 19)}Z`,
      slug: `/news/quillfeather-${i}`,
      published: true,
      body: { title: `Story ${i}`, content: '<p>The quillfeather report.</p>' },
    }));
    await ctx.store.search.index(ctx.school.tenant, 'stories', rows);
    const filter = { tenant: ctx.school.tenant, match: matchExpression('quillfeather', { prefix: false })!, staff: false };
    const counts = await ctx.store.search.countByKind(filter);
    expect(counts.get('story')).toBe(SEARCH_COUNT_LIMIT + 1);
    expect(counts.get('player') ?? 0).toBe(0);
    const first = await ctx.store.search.page({ ...filter, kind: 'story', now: TEST_NOW.toISOString() }, 0, 10, counts.get('story'));
    expect(first.map((h) => h.doc_id).toSorted()).toEqual(
      rows
        .slice(-10)
        .map((r) => r.id)
        .toSorted(),
    );
    // A story whose date moves to today is indexed again as the newest: it is ranked with them, and the one after
    // the ranked ones is now the 200th newest of the others.
    const moved = { ...rows[0]!, sort_date: TEST_NOW.toISOString() };
    await ctx.store.search.index(ctx.school.tenant, 'stories', [moved]);
    const ranked = await ctx.store.search.page({ ...filter, kind: 'story', now: TEST_NOW.toISOString() }, 0, RANKED_MATCHES, many);
    expect(ranked.map((h) => h.doc_id)).toContain(moved.id);
    const after = await ctx.store.search.page({ ...filter, kind: 'story' }, RANKED_MATCHES, 1, many);
    expect(after.map((h) => h.doc_id)).toEqual([rows.at(-RANKED_MATCHES)!.id]);
  });

  it("prefers recent stories among matches of equal strength: this week's Briarwood recap before last year's", async () => {
    const filter = {
      tenant: ctx.school.tenant,
      match: matchExpression('Briarwood')!,
      staff: false,
      kind: 'story' as const,
      now: TEST_NOW.toISOString(),
    };
    const hits = await ctx.store.search.page(filter, 0, 50);
    const ageDays = (h: { sort_date: string | null }) => (TEST_NOW.getTime() - Date.parse(h.sort_date!)) / 86_400_000;
    // Every hit names Briarwood in its headline: matches of one strength.
    expect(hits.every((h) => /Briarwood/.test(h.title))).toBe(true);
    const thisWeek = hits.findIndex((h) => ageDays(h) >= 0 && ageDays(h) < 7);
    expect(thisWeek).toBe(0);
    const lastYear = hits.map((h, i) => [h, i] as const).filter(([h]) => ageDays(h) > 365);
    expect(lastYear.length).toBeGreaterThan(0);
    expect(lastYear.every(([, i]) => i > thisWeek)).toBe(true);
  });

  it('marks the matched words in titles and snippets, and shows with … where a snippet was cut from its text', async () => {
    const filter = { tenant: ctx.school.tenant, match: matchExpression('state')!, staff: false, kind: 'story' as const };
    const hits = await ctx.store.search.page(filter, 0, 20);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.title.includes(`${MARK_OPEN}State${MARK_CLOSE}`))).toBe(true);
    expect(hits.some((h) => h.snippet.includes(`${MARK_OPEN}State${MARK_CLOSE}`))).toBe(true);
    expect(hits.some((h) => h.snippet.endsWith('…'))).toBe(true);
  });

  it('builds the index from the stored documents only when it is empty', async () => {
    expect(await ctx.store.search.ensureIndex(ctx.school.tenant)).toBe(0);
    expect(await ctx.store.search.ensureIndex('a-tenant-with-nothing')).toBe(0);
  });
});
