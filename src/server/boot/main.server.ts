import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { FIXTURE_TENANT } from '#schemas/constants.ts';
import { ensureFirstAdmin } from '../accounts/first-admin.server.ts';
import { parseEnv } from '../env.server.ts';
import { checkFileStore } from '../files/file-store.server.ts';
import { createTenantIfMissing } from '../store/new-tenant.server.ts';
import { Store, StoreUnavailableError, type StoreOptions } from '../store/store.server.ts';
import { ensureSecrets } from './secrets.server.ts';

/** A start-up refusal: its message is the whole story (no stack trace). */
export class BootError extends Error {}

const SEED_SCRIPT = fileURLToPath(new URL('../../../scripts/seed.mjs', import.meta.url));

/** The demo seed in a process of its own (scripts/seed.mjs): this one never loads the demo school. */
function runSeedScript(environment: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SEED_SCRIPT], { env: environment, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new BootError(`The demo seed (scripts/seed.mjs) failed with exit code ${code}`)),
    );
  });
}

/** The store the configuration names; a database that cannot be reached is a BootError saying so. */
async function openStore(options: StoreOptions): Promise<Store> {
  try {
    return await Store.connect(options);
  } catch (error) {
    if (error instanceof StoreUnavailableError) throw new BootError(error.message, { cause: error });
    throw error;
  }
}

/**
 * What DATABASE_URL asks of the rest of the configuration. Several machines share the database: a secret made
 * here would be this machine's alone (a session signed on one would be refused on the next), so both must be
 * given; and behind their load balancer, without TRUST_PROXY every visitor has the balancer's address.
 */
function checkSharedConfig(config: ReturnType<typeof parseEnv>, log: (line: string) => void): void {
  if (!config.DATABASE_URL) return;
  const missing = (['STAFF_TOKEN', 'SESSION_SECRET'] as const).filter((name) => !config[name]);
  if (missing.length > 0) {
    throw new BootError(
      `DATABASE_URL is set but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not: every machine on the database needs the same ${missing.length > 1 ? 'values' : 'value'}, so set ${missing.join(' and ')} explicitly (at least 16 characters each, not made per machine).`,
    );
  }
  if (!config.TRUST_PROXY) {
    log(
      'Warning: DATABASE_URL is set but TRUST_PROXY is not. Behind a load balancer every visitor then has its address and shares one rate-limit bucket: set TRUST_PROXY to the balancer’s hop count or addresses.',
    );
  }
}

/**
 * The server's boot, run once before any worker starts (server.mjs runs it from the sources in the cluster's
 * primary; docs/decisions/0006-boot-in-main.md): secrets, migrations, the tenant when the store has none (the demo
 * school for the demo's tenant, an empty site with the default templates for any other), the search index and
 * the first admin. Workers then open a store that is ready and find both secrets in their environment. With
 * DATABASE_URL the store is on PostgreSQL (migrated and first seeded under its database-wide lock, so machines
 * starting at once do it once) and both secrets must be given.
 */
export async function main(environment: NodeJS.ProcessEnv = process.env, log: (line: string) => void = console.info): Promise<void> {
  const config = parseEnv(environment);
  if (config.CONTENT_API_URL && !config.STAFF_TOKEN) {
    // A token made here would be one the external API has never heard of: every staff call would fail later.
    throw new BootError('CONTENT_API_URL is set but STAFF_TOKEN is not: set STAFF_TOKEN to the staff token that content API accepts.');
  }
  checkSharedConfig(config, log);
  // A bucket that is missing or refuses the credentials stops the start, not every upload later (decision 0032).
  if (!config.CONTENT_API_URL) await checkFileStore(config).catch((error: Error) => Promise.reject(new BootError(error.message)));
  ensureSecrets(config.DATA_DIR, environment, log);
  const options: StoreOptions = { dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE };
  let store = await openStore(options);
  try {
    // With an external content API the store here holds only staff accounts and their sessions.
    if (!config.CONTENT_API_URL && !(await store.tenants.has(config.TENANT))) {
      if (config.TENANT === FIXTURE_TENANT) {
        await store.close();
        await runSeedScript(environment);
        store = await openStore(options);
      } else if (await createTenantIfMissing(store, config.TENANT, (await import('#src/pages/page-info.ts')).defaultTemplates())) {
        log(
          `Created the tenant "${config.TENANT}" in ${config.DATABASE_URL ? 'PostgreSQL' : config.DATA_DIR}: no content yet, the default templates`,
        );
      }
    }
    if (!config.CONTENT_API_URL) {
      const indexed = await store.search.ensureIndex(config.TENANT);
      if (indexed > 0) log(`Built the search index of ${indexed} documents`);
    }
    await ensureFirstAdmin(store, config.TENANT, config.ADMIN_USERNAME, config.ADMIN_PASSWORD);
  } finally {
    await store.close();
  }
}
