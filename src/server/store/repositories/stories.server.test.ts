import { expect, it } from 'vitest';
import { describeDatabases, seededStore } from '#tests/support/seeded-store.ts';

/** The month and day (`MM-DD`) most items fall on, and those items. */
function busiestDay<T extends { date: string }>(items: readonly T[]): [string, T[]] {
  const days = new Map<string, T[]>();
  for (const item of items) days.set(item.date.slice(5, 10), [...(days.get(item.date.slice(5, 10)) ?? []), item]);
  return [...days].toSorted((a, b) => b[1].length - a[1].length)[0]!;
}
const byDateDesc = (a: { date: string }, b: { date: string }) => b.date.localeCompare(a.date);

describeDatabases('the stories repository (what the on-this-day and story archive resolvers read) on %s', (database) => {
  const ctx = seededStore('stories-repository', { database });
  const published = () => ctx.school.stories.filter((s) => s.published);

  it('onThisDay: published stories of that month and day in earlier years, newest first, without their content', async () => {
    // The busiest month and day of the fixtures, so the test reads many stories across years.
    const [day, stories] = busiestDay(published());
    const beforeYear = Number(
      stories
        .map((s) => s.date.slice(0, 4))
        .toSorted()
        .at(-1),
    );
    const expected = stories.filter((s) => Number(s.date.slice(0, 4)) < beforeYear).toSorted(byDateDesc);
    expect(expected.length).toBeGreaterThan(0);
    const found = (await ctx.store.stories.onThisDay(ctx.school.tenant, day, beforeYear)) as { id: number; content?: string }[];
    expect(found.map((s) => s.id)).toEqual(expected.map((s) => s.id));
    expect(found.every((s) => s.content === undefined)).toBe(true);
    expect(await ctx.store.stories.onThisDay(ctx.school.tenant, day, 1900)).toEqual([]);
  });

  it('dateRange: the first and last story date, of one sport or all; drafts only for staff', async () => {
    const range = (stories: { date: string }[]) => ({
      first: stories.map((s) => s.date).toSorted()[0] ?? null,
      last:
        stories
          .map((s) => s.date)
          .toSorted()
          .at(-1) ?? null,
    });
    const sportId = ctx.school.stories.find((s) => s.sport_id !== null)!.sport_id!;
    expect(await ctx.store.stories.dateRange(ctx.school.tenant, null, false)).toEqual(range(published()));
    expect(await ctx.store.stories.dateRange(ctx.school.tenant, null, true)).toEqual(range(ctx.school.stories));
    expect(await ctx.store.stories.dateRange(ctx.school.tenant, sportId, false)).toEqual(
      range(published().filter((s) => s.sport_id === sportId)),
    );
    expect(await ctx.store.stories.dateRange(ctx.school.tenant, 987_654, false)).toEqual({ first: null, last: null });
  });

  it('newest: the latest published stories of a sport, without content', async () => {
    const sportId = ctx.school.stories.find((s) => s.sport_id !== null)!.sport_id!;
    const newest = (await ctx.store.stories.newest(ctx.school.tenant, { sportId, count: 3 })) as { id: number; content?: string }[];
    expect(newest.map((s) => s.id)).toEqual(
      published()
        .filter((s) => s.sport_id === sportId)
        .toSorted((a, b) => byDateDesc(a, b) || b.id - a.id)
        .slice(0, 3)
        .map((s) => s.id),
    );
    expect(newest.every((s) => s.content === undefined)).toBe(true);
  });
});
