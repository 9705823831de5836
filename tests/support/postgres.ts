// The PostgreSQL the store's tests run on: the cluster TEST_DATABASE_URL names (CI starts one; `npm run test:pg`
// starts one for a developer). Each test file (or describe block) gets a fresh database of its own in that cluster,
// created before its tests and dropped after them. Without TEST_DATABASE_URL the PostgreSQL suites are skipped
// (tests/support/postgres-global-setup.ts says so once), and under CI=true that fails the run instead.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';

/** The cluster's connection string (any database in it: the test databases are made beside it), or undefined. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** What a run that needs PostgreSQL and has none says (and, under CI=true, fails with). */
export const NO_POSTGRES_MESSAGE =
  'PostgreSQL tests skipped: TEST_DATABASE_URL is not set (`npm run test:pg` starts a private cluster and runs the tests on it)';

/** A database made and dropped by one test block: creating one copies template1 in a few milliseconds. */
const CREATE_TIMEOUT_MS = 30_000;

/** Under CI=true a PostgreSQL suite is never skipped: no cluster fails the file, with the reason. */
function requireUnderCi(): void {
  if (process.env.CI === 'true' && !TEST_DATABASE_URL) throw new Error(`CI=true: ${NO_POSTGRES_MESSAGE}`);
}

/**
 * `describe` for a block that runs on PostgreSQL: skipped without TEST_DATABASE_URL (an error under CI=true).
 * Put `privatePostgres()`, `emptyStores('postgres', …)` or `seededStore(…, { database: 'postgres' })` inside it.
 */
export function describePostgres(name: string, body: () => void): void {
  requireUnderCi();
  describe.skipIf(!TEST_DATABASE_URL)(name, body);
}

/** The connection string of another database in the cluster TEST_DATABASE_URL names. */
function databaseUrl(name: string): string {
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onCluster<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database in the test cluster for the block's tests, dropped after them (with any connection a
 * test left open); call the returned function inside a test or hook for its connection string. Only inside
 * `describePostgres` (or a block a database list skips): without TEST_DATABASE_URL it fails the block.
 */
export function privatePostgres(): () => string {
  let url: string | undefined;
  let name: string | undefined;
  beforeAll(async () => {
    // Without a cluster the block's tests are skipped (describePostgres), and url() says why if one is not.
    if (!TEST_DATABASE_URL) return;
    const created = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
    // The C collation the store's own databases are made with (README: "Several machines").
    await onCluster((client) => client.query(`CREATE DATABASE ${created} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'`));
    name = created;
    url = databaseUrl(created);
  }, CREATE_TIMEOUT_MS);
  afterAll(async () => {
    const dropped = name;
    name = url = undefined;
    if (dropped) await onCluster((client) => client.query(`DROP DATABASE IF EXISTS ${dropped} WITH (FORCE)`));
  }, CREATE_TIMEOUT_MS);
  return () => {
    requireUnderCi();
    if (!TEST_DATABASE_URL) throw new Error(NO_POSTGRES_MESSAGE);
    if (!url) throw new Error('The test database is made in beforeAll');
    return url;
  };
}
