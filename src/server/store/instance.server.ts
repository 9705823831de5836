import { buildSchool } from '#fixtures/school/index.ts';
import { defaultTemplates } from '#src/pages/page-info.ts';
import { env } from '../env.server.ts';
import { seedIfEmpty } from './seed.server.ts';
import { Store } from './store.server.ts';

let store: Store | undefined;

/** The process's store: opened (and migrated) on first use; created and seeded from fixtures on first start. */
export async function getStore(): Promise<Store> {
  if (store) return store;
  const config = env();
  const opened = await Store.connect({
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
    poolSize: config.DATABASE_POOL_SIZE,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  });
  const started = performance.now();
  if (await seedIfEmpty(opened, buildSchool(), defaultTemplates())) {
    console.info(
      `Seeded the store in ${config.DATABASE_URL ? 'PostgreSQL' : config.DATA_DIR} from fixtures in ${Math.round(performance.now() - started)} ms`,
    );
  }
  const indexed = await opened.search.ensureIndex(env().TENANT);
  if (indexed > 0) console.info(`Built the search index of ${indexed} documents`);
  store = opened;
  return store;
}
