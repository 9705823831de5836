import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { parseEnv } from '../env.server.ts';
import { apiBaseOf, runImport, type ImportOptions } from './import.server.ts';
import { parseOnly } from './resources-list.ts';

const USAGE = `npm run sidearm:import -- [--dry-run] [--only Sports,Seo,Navigation,Staff,Stories] [--site site.json] [--replace]
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
    site,
  };
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
  const report = await runImport(options);
  return report.exitCode;
}
