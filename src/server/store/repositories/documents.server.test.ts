import { expect, it } from 'vitest';
import type { Story } from '#schemas/entities/story.ts';
import { describeDatabases, seededStore } from '#tests/support/seeded-store.ts';
import { matchExpression } from '../../search/query.server.ts';

describeDatabases('the documents repository on %s', (database) => {
  const ctx = seededStore('documents-repository', { database });
  const t = () => ctx.school.tenant;
  const storyRow = (story: Story) => ({
    id: story.id,
    sport_id: story.sport_id,
    sort_date: story.date,
    slug: story.url,
    published: story.published,
    body: story,
  });
  const found = async (word: string) =>
    (await ctx.store.search.countByKind({ tenant: t(), match: matchExpression(word)!, staff: true })).get('story') ?? 0;
  it('lists, gets and finds by slug what the seed stored: published only unless asked, pages and omitted fields', async () => {
    const sportId = ctx.school.stories.find((s) => s.sport_id !== null)!.sport_id!;
    const published = ctx.school.stories.filter((s) => s.sport_id === sportId && s.published);
    const page = await ctx.store.documents.list(t(), 'stories', { sportId, start: 2, count: 5, omit: ['content'] });
    expect(page.total).toBe(published.length);
    expect(page.items).toHaveLength(Math.min(5, published.length - 2));
    for (const item of page.items) expect(item).not.toHaveProperty('content');
    expect((await ctx.store.documents.list(t(), 'sports', { publishedOnly: false, order: 'asc' })).items).toHaveLength(
      ctx.school.sports.length,
    );
    const draft = ctx.school.stories.find((s) => !s.published)!;
    expect(await ctx.store.documents.get(t(), 'stories', draft.id)).toBeUndefined();
    expect(await ctx.store.documents.get(t(), 'stories', draft.id, false)).toEqual(draft);
    const player = ctx.school.roster.find((p) => p.published && ctx.school.roster.filter((q) => q.slug === p.slug).length === 1)!;
    expect(await ctx.store.documents.bySlug(t(), 'roster', player.slug)).toEqual(player);
    const seasons = [...new Set(ctx.school.roster.filter((p) => p.sport_id === player.sport_id).map((p) => p.season))].toSorted();
    expect(await ctx.store.documents.seasons(t(), 'roster', player.sport_id)).toEqual(seasons);
  });

  it('a write is searchable and moves the content version once, in its own transaction', async () => {
    const story = { ...ctx.school.stories[0]!, id: 9_900_001, url: '/news/2026/11/21/zyzzyva', title: 'Zyzzyva wins the relay' };
    const before = await ctx.store.tenants.contentVersion(t());
    await ctx.store.documents.put(t(), 'stories', [storyRow(story)]);
    expect(await ctx.store.tenants.contentVersion(t())).toBe(before + 1);
    expect(await found('zyzzyva')).toBe(1);
    expect(await ctx.store.documents.bySlug(t(), 'stories', story.url)).toEqual(story);
  });

  it('removes documents with their search entries and moves the content version once; removing nothing moves nothing', async () => {
    const story = { ...ctx.school.stories[0]!, id: 9_900_003, url: '/news/2026/11/21/axolotl', title: 'Axolotl sets the pace' };
    await ctx.store.documents.put(t(), 'stories', [storyRow(story)]);
    expect(await found('axolotl')).toBe(1);
    const before = await ctx.store.tenants.contentVersion(t());
    expect(await ctx.store.documents.remove(t(), 'stories', [story.id, 9_900_999])).toBe(1);
    expect(await ctx.store.documents.get(t(), 'stories', story.id, false)).toBeUndefined();
    expect(await found('axolotl')).toBe(0);
    expect(await ctx.store.tenants.contentVersion(t())).toBe(before + 1);
    expect(await ctx.store.documents.remove(t(), 'stories', [story.id])).toBe(0);
    expect(await ctx.store.tenants.contentVersion(t())).toBe(before + 1);
  });

  it('inside a transaction that fails, the document, its search entry and the version move are all undone', async () => {
    const story = { ...ctx.school.stories[0]!, id: 9_900_002, url: '/news/2026/11/21/quokka', title: 'Quokka joins the team' };
    const before = await ctx.store.tenants.contentVersion(t());
    await expect(
      ctx.store.transaction(async (tx) => {
        await tx.documents.put(t(), 'stories', [storyRow(story)]);
        expect(await tx.documents.get(t(), 'stories', story.id)).toEqual(story);
        throw new Error('the editor’s audit entry failed');
      }),
    ).rejects.toThrow('audit entry');
    expect(await ctx.store.documents.get(t(), 'stories', story.id)).toBeUndefined();
    expect(await found('quokka')).toBe(0);
    expect(await ctx.store.tenants.contentVersion(t())).toBe(before);
  });

  it('derived values are computed once per content version', async () => {
    const sports = await ctx.store.sports.list(t());
    expect(await ctx.store.sports.list(t())).toBe(sports);
    await ctx.store.tenants.bumpVersion(t());
    const again = await ctx.store.sports.list(t());
    expect(again).not.toBe(sports);
    expect(again).toEqual(sports);
  });
});
