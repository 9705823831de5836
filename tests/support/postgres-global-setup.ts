// Once per test run, before any file: without TEST_DATABASE_URL the PostgreSQL suites are skipped and the run says
// so; under CI=true that is not allowed (CI starts a cluster and sets it), so the run fails with the reason.
import { NO_POSTGRES_MESSAGE, TEST_DATABASE_URL } from './postgres.ts';

export default function postgresGlobalSetup(): void {
  if (TEST_DATABASE_URL) return;
  if (process.env.CI === 'true') throw new Error(`CI=true: ${NO_POSTGRES_MESSAGE}`);
  console.warn(NO_POSTGRES_MESSAGE);
}
