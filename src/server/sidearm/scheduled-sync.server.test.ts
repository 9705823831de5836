import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '#tests/support/console.ts';
import { parseEnv } from '../env.server.ts';
import { Store } from '../store/store.server.ts';
import { main } from './cli.server.ts';
import { startFakeSidearm, type FakeSidearm } from './fake-sidearm.fixture.ts';
import { TENANT, resourceOf } from './import-harness.fixture.ts';
import { startScheduledSync, syncJobOf, syncOnce, type SyncOptions } from './scheduled-sync.server.ts';

const opened: { stores: Store[]; fake: FakeSidearm | null; dir: string } = { stores: [], fake: null, dir: '' };
afterEach(async () => {
  await Promise.all(opened.stores.splice(0).map((store) => store.close()));
  await opened.fake?.close();
  opened.fake = null;
  if (opened.dir) rmSync(opened.dir, { recursive: true, force: true });
});

/** A fake SIDEARM and `n` stores on one new DATA_DIR, as `n` processes of the server would open it. */
async function setUp(n: number) {
  opened.dir = mkdtempSync(join(tmpdir(), 'sidearm-sync-'));
  opened.fake = await startFakeSidearm();
  for (let i = 0; i < n; i++) opened.stores.push(await Store.connect({ dataDir: opened.dir }));
  const lines: string[] = [];
  const options = (store: Store, everyMs: number): SyncOptions => ({
    store,
    everyMs,
    dataDir: opened.dir,
    tenant: TENANT,
    apiUrl: `${opened.fake!.url}/api/v2`,
    sidearmTenant: 'lakeshore',
    concurrency: 4,
    pageSize: 2,
    retryDelayMs: 1,
    log: (line) => lines.push(line),
  });
  return { stores: opened.stores, fake: opened.fake, options, lines };
}

describe('the scheduled SIDEARM sync', () => {
  it('runs one of two syncs started at once on one store, skips the other, and reads only what changed the next period', async () => {
    const { stores, fake, options } = await setUp(2);
    const [a, b] = stores;
    const [first, second] = await Promise.all([syncOnce(options(a!, 60_000)), syncOnce(options(b!, 60_000))]);
    expect([first.outcome, second.outcome].toSorted()).toEqual(['ran', 'skipped']);
    const ran = first.outcome === 'ran' ? first : second;
    if (ran.outcome !== 'ran') throw new Error('no run');
    // The first sync is a full import.
    expect(ran.since).toBeNull();
    expect(ran.report.exitCode).toBe(0);
    expect(resourceOf(ran.report, 'Stories')).toMatchObject({ written: 5 });
    const job = await a!.jobRuns.get(syncJobOf(TENANT));
    expect(job).toMatchObject({ holder: null });
    expect(Date.parse(job!.last_success_started_at!)).toBeLessThanOrEqual(Date.parse(ran.report.startedAt));

    // Within the period: not due, whoever asks.
    expect(await syncOnce(options(b!, 60_000))).toEqual({ outcome: 'skipped' });
    // The next period (0 ms here): changes since the last success's start, nothing deleted.
    fake.faults.withoutStories = [105];
    const next = await syncOnce(options(b!, 0));
    if (next.outcome === 'skipped') throw new Error('skipped');
    expect(next.since?.toISOString()).toBe(job!.last_success_started_at);
    expect(next.report.since).toBe(job!.last_success_started_at);
    // Every fictional story is older than the last sync: the list's first entry ends the walk.
    expect(resourceOf(next.report, 'Stories')).toMatchObject({ fetched: 0, written: 0, deleted: 0 });
    expect(next.report.resources.reduce((n, r) => n + r.written + r.deleted, 0)).toBe(0);
  });

  it('counts a sync that did not complete as failed, keeps the last success, and tries again the next period', async () => {
    const { stores, fake, options } = await setUp(1);
    const [store] = stores;
    fake.faults.brokenSport = true;
    const failed = await syncOnce(options(store!, 0));
    expect(failed.outcome).toBe('failed');
    expect(await store!.jobRuns.get(syncJobOf(TENANT))).toMatchObject({ holder: null, last_success_started_at: null });
    fake.faults.brokenSport = false;
    const again = await syncOnce(options(store!, 0));
    expect(again).toMatchObject({ outcome: 'ran', since: null });
  });

  it('never lets an error out of the timer: the server keeps running and the next period tries again', async () => {
    const { options } = await setUp(1);
    const errors = expectConsoleErrors();
    const store = await Store.connect({ dataDir: opened.dir });
    await store.close();
    // A store that cannot be read (closed here): the claim itself throws.
    const stop = startScheduledSync(options(store, 60_000), { checkEveryMs: 5 });
    await vi.waitFor(() => expect(errors.filter((e) => e.startsWith('SIDEARM sync failed:')).length).toBeGreaterThanOrEqual(2));
    stop();
    expect(errors[0]).toMatch(/runs again next period$/);
  });

  it('makes npm run sidearm:import wait its turn: refused while a sync holds the lease, then run and recorded', async () => {
    const { stores, fake } = await setUp(1);
    const [store] = stores;
    const errors = expectConsoleErrors();
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const environment = { DATA_DIR: opened.dir, TENANT, SIDEARM_API_URL: fake.url, SIDEARM_TENANT: 'lakeshore' };
    expect(await store!.jobRuns.claim(syncJobOf(TENANT), 'server', { now: new Date(), leaseMs: 60_000, everyMs: 0 })).not.toBeNull();
    expect(await main(['--only', 'Sports'], environment)).toBe(1);
    expect(errors).toEqual([
      expect.stringMatching(/^Another import or SIDEARM sync is running on this store \(its lease runs until 20\d\d-/),
    ]);
    expect(fake.requests).toEqual([]);
    await store!.jobRuns.release(syncJobOf(TENANT), 'server', new Date(), false);
    // A whole run that completed is the one the next sync reads changes since; a partial one (--only) is not.
    expect(await main(['--only', 'Sports'], environment)).toBe(0);
    expect(await store!.jobRuns.get(syncJobOf(TENANT))).toMatchObject({ holder: null, last_success_started_at: null });
    expect(await main([], environment)).toBe(0);
    expect((await store!.jobRuns.get(syncJobOf(TENANT)))?.last_success_started_at).toMatch(/^20\d\d-/);
  });
});

describe('SIDEARM_SYNC_MINUTES', () => {
  const base = { SIDEARM_API_URL: 'https://api.example.edu', SIDEARM_TENANT: 'example', TENANT: 'example-state' };
  const problem = (environment: Record<string, string>) => {
    try {
      parseEnv(environment);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('is a whole number of minutes from 5 to 1440', () => {
    expect(parseEnv({ ...base, SIDEARM_SYNC_MINUTES: '15' }).SIDEARM_SYNC_MINUTES).toBe(15);
    expect(parseEnv(base).SIDEARM_SYNC_MINUTES).toBeUndefined();
    for (const bad of ['4', '1441', '7.5', 'hourly', '-10'])
      expect(problem({ ...base, SIDEARM_SYNC_MINUTES: bad })).toBe(
        'Invalid environment:\n  SIDEARM_SYNC_MINUTES: SIDEARM_SYNC_MINUTES is a whole number of minutes from 5 to 1440',
      );
  });

  it('is refused beside CONTENT_API_URL, and needs the SIDEARM settings', () => {
    expect(problem({ ...base, SIDEARM_SYNC_MINUTES: '30', CONTENT_API_URL: 'https://content.example.edu' })).toBe(
      'Invalid environment:\n  SIDEARM_SYNC_MINUTES: the sync fills this store, so it cannot run with CONTENT_API_URL (unset one of them)',
    );
    expect(problem({ TENANT: 'example-state', SIDEARM_SYNC_MINUTES: '30' })).toBe(
      'Invalid environment:\n  SIDEARM_SYNC_MINUTES: SIDEARM_API_URL and SIDEARM_TENANT are required too',
    );
    const { TENANT: _tenant, ...withoutTenant } = base;
    expect(problem({ ...withoutTenant, SIDEARM_SYNC_MINUTES: '30' })).toMatch(
      /^Invalid environment:\n {2}SIDEARM_SYNC_MINUTES: TENANT is the demo school's \("[a-z0-9-]+"\); set TENANT to the school's own$/,
    );
  });
});
