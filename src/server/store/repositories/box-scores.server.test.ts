import { expect, it } from 'vitest';
import { describeDatabases, seededStore } from '#tests/support/seeded-store.ts';

describeDatabases('the box scores repository (what the cumulative stats resolver reads) on %s', (database) => {
  const ctx = seededStore('box-scores-repository', { database });
  it('seasons: the seasons a sport has box scores for, newest first', async () => {
    const sportId = ctx.school.boxScores[0]!.sport_id;
    const expected = [...new Set(ctx.school.boxScores.filter((b) => b.sport_id === sportId).map((b) => b.season))].toSorted().toReversed();
    expect(await ctx.store.boxScores.seasons(ctx.school.tenant, sportId)).toEqual(expected);
    expect(await ctx.store.boxScores.seasons(ctx.school.tenant, 987_654)).toEqual([]);
  });
});
