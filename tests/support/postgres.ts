// A private PostgreSQL cluster for the tests of one file (tests/support/postgres-cluster.ts), started before them
// and stopped and deleted after them.
import { afterAll, beforeAll } from 'vitest';
import { START_TIMEOUT_MS, startPostgresCluster, type PostgresCluster } from './postgres-cluster.ts';

/**
 * Starts a cluster before the file's tests and stops it after them; call the returned function inside a test or
 * hook for a connection string to the cluster's `athletics` database.
 */
export function privatePostgres(): () => string {
  let cluster: PostgresCluster | undefined;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await cluster?.stop();
  }, START_TIMEOUT_MS);
  return () => {
    if (!cluster) throw new Error('The PostgreSQL cluster starts in beforeAll');
    return cluster.url;
  };
}
