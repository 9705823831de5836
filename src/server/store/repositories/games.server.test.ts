import { expect, it } from 'vitest';
import { describeDatabases, seededStore } from '#tests/support/seeded-store.ts';

describeDatabases('the games repository on %s', (database) => {
  const ctx = seededStore('games-repository', { database });
  it('onThisDay: games played on that month and day (their local date) in earlier years', async () => {
    const days = new Map<string, number[]>();
    for (const game of ctx.school.games) days.set(game.date.slice(5, 10), [...(days.get(game.date.slice(5, 10)) ?? []), game.id]);
    const [day, ids] = [...days].toSorted((a, b) => b[1].length - a[1].length)[0]!;
    const games = ctx.school.games.filter((g) => ids.includes(g.id));
    const beforeYear =
      Number(
        games
          .map((g) => g.date.slice(0, 4))
          .toSorted()
          .at(-1),
      ) + 1;
    const found = (await ctx.store.games.onThisDay(ctx.school.tenant, day, beforeYear)) as { id: number }[];
    expect(found.map((g) => g.id).toSorted((a, b) => a - b)).toEqual(games.map((g) => g.id).toSorted((a, b) => a - b));
    expect(await ctx.store.games.onThisDay(ctx.school.tenant, day, 1900)).toEqual([]);
  });

  it('get and put: a game with its index columns; writing one bumps the content version', async () => {
    const game = ctx.school.games[0]!;
    expect(await ctx.store.games.get(ctx.school.tenant, game.id)).toEqual(game);
    expect(await ctx.store.games.get(ctx.school.tenant, 987_654)).toBeUndefined();
    const before = await ctx.store.tenants.contentVersion(ctx.school.tenant);
    await ctx.store.games.put(ctx.school.tenant, { ...game, game_state_display: 'Moved' });
    expect((await ctx.store.games.get(ctx.school.tenant, game.id))?.game_state_display).toBe('Moved');
    expect(await ctx.store.tenants.contentVersion(ctx.school.tenant)).toBe(before + 1);
    expect(await ctx.store.documents.seasons(ctx.school.tenant, 'games', game.sport_id)).toContain(game.season);
  });
});
