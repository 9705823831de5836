import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { FIXTURE_TENANT } from '#schemas/constants.ts';
import { ensureFirstAdmin } from '../accounts/first-admin.server.ts';
import { parseEnv } from '../env.server.ts';
import { checkFileStore } from '../files/file-store.server.ts';
import { createTenantIfMissing } from '../store/new-tenant.server.ts';
import { Store } from '../store/store.server.ts';
import { withBootLock } from '../store/boot-lock.server.ts';
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

/**
 * The server's boot, run once before any worker starts (server.mjs runs it from the sources in the cluster's
 * primary; docs/decisions/0006-boot-in-main.md): secrets, migrations, the tenant when the store has none (the demo
 * school for the demo's tenant, an empty site with the default templates for any other), the search index and
 * the first admin. Workers then open a store that is ready and find both secrets in their environment.
 */
export async function main(environment: NodeJS.ProcessEnv = process.env, log: (line: string) => void = console.info): Promise<void> {
  const config = parseEnv(environment);
  if (config.CONTENT_API_URL && !config.STAFF_TOKEN) {
    // A token made here would be one the external API has never heard of: every staff call would fail later.
    throw new BootError('CONTENT_API_URL is set but STAFF_TOKEN is not: set STAFF_TOKEN to the staff token that content API accepts.');
  }
  // A bucket that is missing or refuses the credentials stops the start, not every upload later (decision 0032).
  if (!config.CONTENT_API_URL) await checkFileStore(config).catch((error: Error) => Promise.reject(new BootError(error.message)));
  ensureSecrets(config.DATA_DIR, environment, log);
  let store = withBootLock(config.DATA_DIR, () => Store.open(config.DATA_DIR));
  try {
    // With an external content API the store here holds only staff accounts and their sessions.
    if (!config.CONTENT_API_URL && !(await store.tenants.has(config.TENANT))) {
      if (config.TENANT === FIXTURE_TENANT) {
        store.close();
        await runSeedScript(environment);
        store = Store.open(config.DATA_DIR);
      } else if (await createTenantIfMissing(store, config.TENANT, (await import('#src/pages/page-info.ts')).defaultTemplates())) {
        log(`Created the tenant "${config.TENANT}" in ${config.DATA_DIR}: no content yet, the default templates`);
      }
    }
    if (!config.CONTENT_API_URL) {
      const indexed = await store.search.ensureIndex(config.TENANT);
      if (indexed > 0) log(`Built the search index of ${indexed} documents`);
    }
    await ensureFirstAdmin(store, config.TENANT, config.ADMIN_USERNAME, config.ADMIN_PASSWORD);
  } finally {
    store.close();
  }
}
