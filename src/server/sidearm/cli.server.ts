import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { parseEnv } from '../env.server.ts';
import { Store } from '../store/store.server.ts';
import { apiBaseOf, runImport, type ImportOptions } from './import.server.ts';
import { syncJobOf, withJobLease } from './scheduled-sync.server.ts';
import { parseOnly } from './resources-list.ts';

const USAGE = `npm run sidearm:import -- [--dry-run] [--only Sports,Seo,Navigation,Staff,Stories] [--since 2026-11-01] [--site site.json] [--replace]
  --since DATE     only stories dated and game results played from DATE on (ISO 8601); nothing is deleted
  SIDEARM_API_URL  the SIDEARM v2 API (https; a bare origin means its /api/v2)
  SIDEARM_TENANT   the school's tenant at SIDEARM
  SIDEARM_CONCURRENCY  requests open at once, 1-8 (default 4)
  DATA_DIR (or DATABASE_URL), TENANT the store and the tenant written to, as for npm start`;

/**
 * The settings and flags of `npm run sidearm:import`, checked together: a bad one is an Error whose message is
 * the whole refusal (the script prints it and exits 1 before any request).
 */
export async function importOptionsOf(argv: readonly string[], environment: NodeJS.ProcessEnv): Promise<ImportOptions> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      'dry-run': { type: 'boolean', default: false },
      only: { type: 'string' },
      site: { type: 'string' },
      since: { type: 'string' },
      replace: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) throw new Error(USAGE);
  const config = parseEnv(environment);
  const problems: string[] = [];
  // The import fills this store; a site reading another content API would never show what it wrote.
  if (config.CONTENT_API_URL) problems.push('CONTENT_API_URL is set: the import fills the local store, unset it to import');
  if (!config.SIDEARM_API_URL) problems.push('SIDEARM_API_URL is required');
  if (!config.SIDEARM_TENANT) problems.push('SIDEARM_TENANT is required');
  const since = values.since === undefined ? null : sinceOf(values.since);
  if (since instanceof Error) problems.push(since.message);
  if (problems.length > 0) throw new Error(`Cannot import:\n${problems.map((p) => `  ${p}`).join('\n')}\n\n${USAGE}`);
  let site: Record<string, unknown> | null = null;
  if (values.site) {
    const parsed = JSON.parse(await readFile(values.site, 'utf8')) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new Error(`--site: ${values.site} is not a JSON object`);
    site = parsed as Record<string, unknown>;
  }
  return {
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
    tenant: config.TENANT,
    apiUrl: apiBaseOf(config.SIDEARM_API_URL!),
    sidearmTenant: config.SIDEARM_TENANT!,
    concurrency: config.SIDEARM_CONCURRENCY,
    only: values.only ? parseOnly(values.only) : null,
    dryRun: values['dry-run'],
    replace: values.replace,
    since: since as Date | null,
    site,
  };
}

/** `--since`: an ISO 8601 date, or date and time (a time without a zone is UTC), not in the future. */
export function sinceOf(value: string): Date | Error {
  const match = /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/.exec(value);
  const date = match ? new Date(match[2] ? (match[3] ? value : `${value}Z`) : `${value}T00:00:00Z`) : null;
  // A day the calendar does not have (2026-02-30) is refused, not moved to the next month.
  const real = date !== null && !Number.isNaN(date.getTime()) && (match![3] !== undefined || date.toISOString().startsWith(match![1]!));
  if (!real) return new Error(`--since: "${value}" is not an ISO 8601 date (2026-11-01 or 2026-11-01T06:00:00Z)`);
  if (date.getTime() > Date.now()) return new Error(`--since: ${value} is in the future`);
  return date;
}

/** The script's whole run: its exit code (0 only when every resource completed). */
export async function main(argv: readonly string[], environment: NodeJS.ProcessEnv): Promise<number> {
  let options: ImportOptions;
  try {
    options = await importOptionsOf(argv, environment);
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  if (options.dryRun) return (await runImport(options)).exitCode;
  // Under the server's sync lease: one import at a time on the store, by hand or by the sync (decision 0039).
  const store = await Store.connect({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  try {
    const exitCode = await withJobLease(store, syncJobOf(options.tenant), { everyMs: 0 }, async (lastSuccess) => {
      const report = await runImport({ ...options, store });
      // A whole run that completed, reading back at least to the last success, is one the server's next sync may
      // read changes since.
      const coversGap = !options.since || (lastSuccess !== null && options.since <= lastSuccess);
      return { succeeded: report.exitCode === 0 && !options.only && coversGap, value: report.exitCode };
    });
    if (exitCode !== null) return exitCode;
    const held = await store.jobRuns.get(syncJobOf(options.tenant));
    console.error(
      `Another import or SIDEARM sync is running on this store (its lease runs until ${held?.lease_until ?? 'soon'}): run again once it has ended.`,
    );
    return 1;
  } finally {
    await store.close();
  }
}
