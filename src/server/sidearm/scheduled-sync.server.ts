import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Env } from '../env.server.ts';
import type { Store } from '../store/store.server.ts';
import { apiBaseOf, runImport, type ImportOptions } from './import.server.ts';
import type { RunReport } from './report.server.ts';

/**
 * The server's incremental SIDEARM sync (docs/decisions/0039-sidearm-sync.md): every SIDEARM_SYNC_MINUTES one
 * process, of all the workers of all the machines on the store, imports what changed since the start of the last
 * successful sync (`--since`). The job's lease in the store (`job_runs`) says who: a process claims it only when
 * no lease runs and the last start is a period old, renews it while importing, and frees it at the end; one
 * that dies frees it when the lease runs out. A failed sync is logged and tried again the next period.
 */
export const LEASE_MS = 5 * 60_000;

/** The job's name in `job_runs`: one sync per tenant of the store. */
export const syncJobOf = (tenant: string) => `sidearm-sync:${tenant}`;

export type SyncOptions = Omit<ImportOptions, 'since' | 'dryRun' | 'only' | 'replace' | 'site' | 'store'> & {
  store: Store;
  /** The period: a sync starts only when the last one started this long ago or more. */
  everyMs: number;
  /** Who claims (a process of a machine); made up when not given. */
  holder?: string;
  leaseMs?: number;
};

export type SyncOutcome = { outcome: 'skipped' } | { outcome: 'ran' | 'failed'; since: Date | null; report: RunReport };

/**
 * Runs `run` holding the job's lease, when it is free and due (last started `everyMs` ago or more): answers its
 * result, or null when another process has the job or it is not due. `run` answers whether it succeeded, and so
 * becomes the run the next sync reads changes since; it is told when the last successful run started.
 */
export async function withJobLease<T>(
  store: Store,
  job: string,
  {
    everyMs,
    leaseMs = LEASE_MS,
    holder,
    log = console.info,
  }: { everyMs: number; leaseMs?: number; holder?: string; log?: (line: string) => void },
  run: (lastSuccess: Date | null) => Promise<{ succeeded: boolean; value: T }>,
): Promise<T | null> {
  const me = holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const claim = await store.jobRuns.claim(job, me, { now: new Date(), leaseMs, everyMs });
  if (!claim) return null;
  // Renewed well before it runs out, so a long import keeps it; a renewal that fails is tried again.
  const renewal = setInterval(() => {
    store.jobRuns
      .renew(job, me, new Date(), leaseMs)
      .catch((error: unknown) => log(`renewing the lease of ${job} failed: ${String(error)}`));
  }, leaseMs / 3);
  renewal.unref();
  let succeeded = false;
  try {
    const result = await run(claim.lastSuccessStartedAt ? new Date(claim.lastSuccessStartedAt) : null);
    succeeded = result.succeeded;
    return result.value;
  } finally {
    clearInterval(renewal);
    await store.jobRuns.release(job, me, new Date(), succeeded);
  }
}

/** One period's turn: when the job is free and due, imports what changed since the start of the last success. */
export async function syncOnce({ store, everyMs, holder, leaseMs, ...importOptions }: SyncOptions): Promise<SyncOutcome> {
  const lease = {
    everyMs,
    ...(leaseMs ? { leaseMs } : {}),
    ...(holder ? { holder } : {}),
    ...(importOptions.log ? { log: importOptions.log } : {}),
  };
  const result = await withJobLease(store, syncJobOf(importOptions.tenant), lease, async (since) => {
    const report = await runImport({ ...importOptions, store, since });
    const succeeded = report.exitCode === 0;
    return { succeeded, value: { outcome: succeeded ? ('ran' as const) : ('failed' as const), since, report } };
  });
  return result ?? { outcome: 'skipped' };
}

/** The sync's import settings from the server's configuration (checked together by parseEnv). */
export function syncOptionsOf(config: Env, store: Store): SyncOptions {
  return {
    store,
    everyMs: config.SIDEARM_SYNC_MINUTES! * 60_000,
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
    tenant: config.TENANT,
    apiUrl: apiBaseOf(config.SIDEARM_API_URL!),
    sidearmTenant: config.SIDEARM_TENANT!,
    concurrency: config.SIDEARM_CONCURRENCY,
    log: (line) => console.info(`SIDEARM sync: ${line}`),
  };
}

/**
 * Every worker looks once a minute (or each period, when shorter) whether the sync is due; the store lets one
 * through. Answers the stop. Nothing a sync does (an error, a SIDEARM outage) reaches the server: it is logged.
 */
export function startScheduledSync(options: SyncOptions, { checkEveryMs = Math.min(60_000, options.everyMs) } = {}): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    syncOnce(options)
      .then((result) => {
        if (result.outcome === 'failed')
          console.error(`SIDEARM sync did not complete (report ${result.report.run}); it runs again next period`);
      })
      .catch((error: unknown) =>
        console.error(`SIDEARM sync failed: ${error instanceof Error ? error.message : String(error)}; it runs again next period`),
      )
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, checkEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
