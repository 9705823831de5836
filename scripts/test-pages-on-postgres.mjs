// The store-backed widget and page tests a second time, on PostgreSQL (`npm run test:unit` runs it after the
// whole suite): the same payloads from either database. Every other PostgreSQL test runs in the first pass, in
// its own describePostgres block. Without TEST_DATABASE_URL it is skipped and says so (tests/support/postgres.ts);
// under CI=true that fails the run, as the first pass's global setup does.
import { spawn } from 'node:child_process';

const PATHS = ['src/widgets', 'src/server/page'];

if (!process.env.TEST_DATABASE_URL) {
  const message =
    'PostgreSQL tests skipped: TEST_DATABASE_URL is not set (`npm run test:pg` starts a private cluster and runs the tests on it)';
  if (process.env.CI === 'true') {
    console.error(`CI=true: ${message}`);
    process.exit(1);
  }
  console.warn(message);
  process.exit(0);
}

console.log(`The store-backed tests of ${PATHS.join(' and ')} again, on PostgreSQL (TEST_DATABASE=postgres)`);
const vitest = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...PATHS], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE: 'postgres' },
});
vitest.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
