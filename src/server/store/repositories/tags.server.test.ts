import { expect, it } from 'vitest';
import { describeDatabases, seededStore } from '#tests/support/seeded-store.ts';

describeDatabases('the tags repository (what the tag list and tagged content resolvers read) on %s', (database) => {
  const ctx = seededStore('tags-repository', { database });
  it('lists the tags', async () => {
    expect((await ctx.store.tags.list(ctx.school.tenant)).map((t) => t.id).toSorted((a, b) => a - b)).toEqual(
      ctx.school.tags.map((t) => t.id).toSorted((a, b) => a - b),
    );
  });

  it('tagged: one row per tag of every published story and player, newest first', async () => {
    const rows = await ctx.store.tags.tagged(ctx.school.tenant);
    const key = (collection: string, id: number, tag: number) => `${collection}:${id}:${tag}`;
    const expected = [
      ...ctx.school.stories.filter((s) => s.published).flatMap((s) => s.tags.map((tag) => key('stories', s.id, tag))),
      ...ctx.school.roster.filter((p) => p.published).flatMap((p) => p.tags.map((tag) => key('roster', p.id, tag))),
    ];
    expect(expected.length).toBeGreaterThan(0);
    expect(rows.map((r) => key(r.collection, r.id, r.tag)).toSorted()).toEqual(expected.toSorted());
    const story = rows.find((r) => r.collection === 'stories')!;
    expect(story.sport_id).toBe(ctx.school.stories.find((s) => s.id === story.id)!.sport_id);
    const stories = rows.filter((r) => r.collection === 'stories').map((r) => ctx.school.stories.find((s) => s.id === r.id)!.date);
    expect(stories).toEqual(stories.toSorted().toReversed());
  });
});
