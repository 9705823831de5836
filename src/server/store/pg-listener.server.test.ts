import { expect, it } from 'vitest';
import { describePostgres } from '#tests/support/postgres.ts';
import { emptyStores } from '#tests/support/seeded-store.ts';
import { PgDb } from './pg-db.server.ts';
import { CONTENT_VERSION_CHANNEL, LIVE_GAME_CHANNEL, listen } from './pg-listener.server.ts';

describePostgres('what PostgreSQL announces to every machine', () => {
  const stores = emptyStores('postgres', 'pg-listener');

  it('a new content version and a changed live game reach a listener; a lost connection is made again', async () => {
    const store = await stores.fresh();
    await store.tenants.add('northfield', 'Northfield');
    const heard: string[] = [];
    const states: boolean[] = [];
    const listener = listen(stores.url()!, [CONTENT_VERSION_CHANNEL, LIVE_GAME_CHANNEL], {
      heard: (channel, payload) => heard.push(`${channel} ${payload}`),
      listening: (up) => states.push(up),
    });
    const db = PgDb.open({ connectionString: stores.url()! });
    try {
      await expect.poll(() => states).toEqual([true]);
      const before = await store.tenants.contentVersion('northfield');
      await store.tenants.bumpVersion('northfield');
      await expect.poll(() => heard).toEqual([`content_version northfield:${before + 1}`]);
      await db.run("INSERT INTO live_games (tenant, game_id, version, body, updated_at) VALUES ('northfield', 42, 1, '{}', 'now')");
      await expect.poll(() => heard.at(-1)).toBe('live_game northfield:42');

      // The listener's connection is cut (a failover, a restart of PostgreSQL): it says so and listens again.
      await db.run("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND pid <> pg_backend_pid()");
      await expect.poll(() => states, { timeout: 10_000 }).toEqual([true, false, true]);
      await store.tenants.bumpVersion('northfield');
      await expect.poll(() => heard.at(-1)).toBe(`content_version northfield:${before + 2}`);
    } finally {
      await listener.close();
      await db.close();
    }
    // Closed: it listens no more and is not made again.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(states.at(-1)).toBe(true);
    expect(states.filter((up) => up)).toHaveLength(2);
  });
});
