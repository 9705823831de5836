// Built servers a test starts itself (beside the e2e server Playwright starts): a free port, and the wait for
// the server to answer.
import { createServer } from 'node:net';
import { expect } from '@playwright/test';

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
