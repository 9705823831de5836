import { defineConfig, devices } from '@playwright/test';
import type { FirstSecondsOptions } from './tests/e2e/first-seconds/first-seconds.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The screenshot comparisons get a server of their own: a fresh store no other spec has changed. */
const VISUAL_PORT = PORT + 1;
const FIRST_SECONDS = 'first-seconds/**/*.spec.ts';

// End-to-end tests run in Debian's Chromium against the built server, started with a fresh store.
export default defineConfig<FirstSecondsOptions>({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: FIRST_SECONDS, use: { ...devices['Desktop Chrome'], channel: undefined } },
    // Screenshots compared with committed baselines (`npm run test:visual -- --update` rewrites them).
    {
      name: 'visual',
      testDir: 'tests/visual',
      snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${VISUAL_PORT}` },
    },
    // What a fan sees first (tests/e2e/first-seconds/first-seconds.ts): only those specs, JavaScript off, then
    // with the built scripts held back.
    {
      name: 'no-js',
      testMatch: FIRST_SECONDS,
      use: { ...devices['Desktop Chrome'], channel: undefined, javaScriptEnabled: false, firstSeconds: 'no-js' },
    },
    {
      name: 'before-hydration',
      testMatch: FIRST_SECONDS,
      use: { ...devices['Desktop Chrome'], channel: undefined, firstSeconds: 'before-hydration' },
    },
  ],
  webServer: [PORT, VISUAL_PORT].map((port) => ({
    command: 'node tests/e2e/start-server.mjs',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(port) },
  })),
});
