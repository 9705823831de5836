import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { privatePostgres } from '#tests/support/postgres.ts';
import { describeDatabases } from '#tests/support/seeded-store.ts';
import { Store } from '../store.server.ts';

const url = privatePostgres();
const dirs: string[] = [];
const stores: Store[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const MINUTE = 60_000;
const now = new Date('2026-11-27T12:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);

/** Several processes' stores on one database: SQLite files in one DATA_DIR, or one PostgreSQL database. */
const databases = {
  sqlite: async (n: number) => {
    const dir = mkdtempSync(join(tmpdir(), 'job-runs-'));
    dirs.push(dir);
    return Promise.all(Array.from({ length: n }, () => Store.connect({ dataDir: dir }))).then((opened) => (stores.push(...opened), opened));
  },
  postgres: async (n: number) => {
    const dir = mkdtempSync(join(tmpdir(), 'job-runs-'));
    dirs.push(dir);
    const opened: Store[] = [];
    for (let i = 0; i < n; i++) opened.push(await Store.connect({ dataDir: dir, databaseUrl: url(), poolSize: 4 }));
    stores.push(...opened);
    return opened;
  },
};

describeDatabases('job leases on %s', (database) => {
  const open = databases[database];
  it('lets one of several processes claiming at once through, and no one else until it is free and due', async () => {
    const job = `sync-${Math.random().toString(36).slice(2)}`;
    const processes = await open(4);
    const claims = await Promise.all(
      processes.flatMap((store, p) =>
        [0, 1].map((i) => store.jobRuns.claim(job, `p${p}-${i}`, { now, leaseMs: 5 * MINUTE, everyMs: 10 * MINUTE })),
      ),
    );
    const won = claims.filter((c) => c !== null);
    expect(won).toHaveLength(1);
    expect(won[0]!.lastSuccessStartedAt).toBeNull();
    const holder = won[0]!.holder;
    const [a, b] = processes;
    // Held: another process neither claims nor renews it.
    expect(await b!.jobRuns.claim(job, 'other', { now: later(MINUTE), leaseMs: 5 * MINUTE, everyMs: 0 })).toBeNull();
    expect(await b!.jobRuns.renew(job, 'other', later(MINUTE), 5 * MINUTE)).toBe(false);
    expect(await a!.jobRuns.renew(job, holder, later(MINUTE), 5 * MINUTE)).toBe(true);
    await a!.jobRuns.release(job, holder, later(2 * MINUTE), true);
    // Free but not due: it started less than a period ago.
    expect(await b!.jobRuns.claim(job, 'other', { now: later(3 * MINUTE), leaseMs: 5 * MINUTE, everyMs: 10 * MINUTE })).toBeNull();
    // Due: the next run learns when the successful one started.
    expect(await b!.jobRuns.claim(job, 'other', { now: later(10 * MINUTE), leaseMs: 5 * MINUTE, everyMs: 10 * MINUTE })).toEqual({
      holder: 'other',
      lastSuccessStartedAt: now.toISOString(),
    });
    // It fails: the last success stays the earlier run's.
    await b!.jobRuns.release(job, 'other', later(11 * MINUTE), false);
    expect(await a!.jobRuns.get(job)).toMatchObject({ holder: null, last_success_started_at: now.toISOString() });
  });

  it('frees the job of a holder that died once its lease has run out', async () => {
    const job = `sync-${Math.random().toString(36).slice(2)}`;
    const [a, b] = await open(2);
    expect(await a!.jobRuns.claim(job, 'died', { now, leaseMs: 5 * MINUTE, everyMs: 0 })).not.toBeNull();
    expect(await b!.jobRuns.claim(job, 'next', { now: later(4 * MINUTE), leaseMs: 5 * MINUTE, everyMs: 0 })).toBeNull();
    expect(await b!.jobRuns.claim(job, 'next', { now: later(5 * MINUTE), leaseMs: 5 * MINUTE, everyMs: 0 })).toMatchObject({
      holder: 'next',
    });
    // The one that died cannot take it back by renewing.
    expect(await a!.jobRuns.renew(job, 'died', later(6 * MINUTE), 5 * MINUTE)).toBe(false);
  });
});
