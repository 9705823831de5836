import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '#tests/support/console.ts';
import { describeDatabases, seededStore, TEST_NOW } from '#tests/support/seeded-store.ts';
import { CLIENT_IP_HEADER } from '../forms/rate-limit.server.ts';
import { HOT_COUNTS_FLUSH_MS } from './hot-counts.server.ts';
import { PgDb } from './pg-db.server.ts';

process.env.SITE_NOW ??= TEST_NOW.toISOString();
describeDatabases('on %s', (database) => {
  const ctx = seededStore('hot-counts', { database });
  const [first = 0, second = 0] = ctx.school.promotions.flatMap((p) => p.campaigns).map((c) => c.id);
  const SPLASH = 1;
  let client = 0;

  afterEach(() => {
    vi.useRealTimers();
  });

  const SUM = (table: string) => `SELECT CAST(coalesce(sum(count), 0) AS BIGINT) AS n FROM ${table}`;

  /** The stored rows, read as another process would (a connection of its own). */
  async function stored(): Promise<{ impressions: number; clicks: number }> {
    if (database === 'postgres') {
      const db = PgDb.open({ connectionString: ctx.url()! });
      try {
        const sum = async (table: string) => (await db.get<{ n: number }>(SUM(table)))!.n;
        return { impressions: await sum('impressions'), clicks: await sum('splash_clicks') };
      } finally {
        await db.close();
      }
    }
    const file = new Database(join(ctx.dir, 'athletics.sqlite'), { readonly: true });
    try {
      const sum = (table: string) => (file.prepare(SUM(table)).get() as { n: number }).n;
      return { impressions: sum('impressions'), clicks: sum('splash_clicks') };
    } finally {
      file.close();
    }
  }

  /** `n` impression reports of both campaigns and `n` splash clicks, from addresses under the per-address limits. */
  async function traffic(n: number): Promise<void> {
    for (let i = 0; i < n; i++) {
      const headers = { [CLIENT_IP_HEADER]: `192.0.2.${++client % 250}`, 'sec-fetch-site': 'same-origin' };
      expect((await ctx.request(`/promotions/counter?adIds=${first},${second}`, { headers })).status).toBe(204);
      expect((await ctx.request(`/Splash/click/${SPLASH}`, { method: 'POST', headers })).status).toBe(204);
    }
  }

  /**
   * The timer's flush took every count (none is pending); waits until its write has ended (on PostgreSQL real
   * I/O, which advancing fake timers does not wait for). A flush with nothing pending writes nothing.
   */
  async function timerFlushed(): Promise<void> {
    expect(ctx.store.hotCounts.pending()).toEqual([]);
    await ctx.store.hotCounts.flush();
  }

  describe('impressions and splash clicks are counted in the process and written in batches', () => {
    it('N requests write nothing until the flush; then the stored counts are exact, in one transaction', async () => {
      const before = await stored();
      await traffic(100);
      expect(await stored()).toEqual(before);
      const transaction = vi.spyOn(ctx.store, 'transaction');
      await ctx.store.hotCounts.flush();
      expect(transaction).toHaveBeenCalledTimes(1);
      expect(await stored()).toEqual({ impressions: before.impressions + 200, clicks: before.clicks + 100 });
      expect(await ctx.store.promotions.impressions(ctx.school.tenant, first)).toBe(100);
      expect(await ctx.store.splash.clicks(ctx.school.tenant, SPLASH)).toBe(100);
      expect(ctx.store.hotCounts.pending()).toEqual([]);
    });

    it(`flushes by itself every ${HOT_COUNTS_FLUSH_MS / 1000} s`, async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const before = await stored();
      await traffic(3);
      await vi.advanceTimersByTimeAsync(HOT_COUNTS_FLUSH_MS - 1);
      expect(await stored()).toEqual(before);
      await vi.advanceTimersByTimeAsync(1);
      await timerFlushed();
      expect(await stored()).toEqual({ impressions: before.impressions + 6, clicks: before.clicks + 3 });
    });

    it('a flush that fails keeps its counts (and what came in meanwhile) for the next one', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const logged = expectConsoleErrors();
      const before = await stored();
      await traffic(5);
      vi.spyOn(ctx.store, 'transaction').mockRejectedValueOnce(new Error('disk I/O error'));
      await vi.advanceTimersByTimeAsync(HOT_COUNTS_FLUSH_MS);
      expect(logged.join('\n')).toContain('kept for the next try');
      expect(await stored()).toEqual(before);
      await traffic(2);
      await vi.advanceTimersByTimeAsync(HOT_COUNTS_FLUSH_MS);
      await timerFlushed();
      expect(await stored()).toEqual({ impressions: before.impressions + 14, clicks: before.clicks + 7 });
    });

    it('a graceful stop writes what is pending; two processes add up', async () => {
      const other = await ctx.connect();
      try {
        const before = await stored();
        const day = TEST_NOW.toISOString().slice(0, 10);
        other.hotCounts.add('impression', ctx.school.tenant, first, day, 7);
        await traffic(1);
        await other.hotCounts.close();
        await ctx.store.hotCounts.close();
        expect(await stored()).toEqual({ impressions: before.impressions + 9, clicks: before.clicks + 1 });
      } finally {
        await other.close();
      }
    });
  });
});
