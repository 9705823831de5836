// Built servers a test starts itself (beside the e2e server Playwright starts): a free port, the wait for the
// server to answer, and the built server started and stopped as `npm start` runs it.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { expect } from '@playwright/test';
import { E2E_SITE_NOW, E2E_STAFF_TOKEN } from './constants.ts';

/** A port the OS just handed out on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

/** Resolves once the server at `origin` answers its health check; fails after `timeout` ms. */
export async function untilHealthy(origin: string, timeout = 30_000): Promise<void> {
  await expect
    .poll(
      () =>
        fetch(`${origin}/healthz`).then(
          (response) => response.ok,
          () => false,
        ),
      { message: `${origin} did not start`, timeout },
    )
    .toBe(true);
}

/**
 * The built server on `dataDir` (seeded on first start) with two worker processes, answering on `port`; `env`
 * adds or overrides settings (another TENANT, one worker…).
 */
export async function startBuiltServer(dataDir: string, port: number, env: NodeJS.ProcessEnv = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['server.mjs'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STAFF_TOKEN: E2E_STAFF_TOKEN,
      SITE_NOW: E2E_SITE_NOW,
      WEB_CONCURRENCY: '2',
      TRUST_PROXY: 'loopback',
      ...env,
    },
  });
  await untilHealthy(`http://127.0.0.1:${port}`);
  return child;
}

/** A graceful stop (SIGTERM, as a process manager sends it); resolves once the server has exited (or had already). */
export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
