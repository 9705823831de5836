// `npm run test:pg [-- vitest arguments]`: the unit tests with their PostgreSQL suites, on a developer's machine.
// Starts a private cluster (tests/support/postgres-cluster.ts: Debian's server binaries, a temp directory, a unix
// socket and no port), runs `vitest run` with TEST_DATABASE_URL naming it, then stops and deletes the cluster.
// `npm run test:pg -- src/server/store` runs only those files.
import { spawn } from 'node:child_process';
import { startPostgresCluster } from '../tests/support/postgres-cluster.ts';

const cluster = await startPostgresCluster();
// Ctrl-C reaches vitest too (one process group): wait for it to stop, then delete the cluster.
process.on('SIGINT', () => {});
try {
  process.exitCode = await new Promise((resolve) => {
    const vitest = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: cluster.url },
    });
    vitest.on('exit', (code) => resolve(code ?? 1));
  });
} finally {
  await cluster.stop();
}
