// Starts the built server for end-to-end tests on a fresh, temporary store.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_STAFF_PASSWORD, E2E_STAFF_TOKEN, E2E_STAFF_USERNAME, E2E_SITE_NOW } from './constants.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'athletics-e2e-'));
const child = spawn(process.execPath, ['server.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: process.env.E2E_PORT ?? '3100',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STAFF_TOKEN: E2E_STAFF_TOKEN,
    // The specs sign in with this account (the server creates it on its empty store).
    ADMIN_USERNAME: E2E_STAFF_USERNAME,
    ADMIN_PASSWORD: E2E_STAFF_PASSWORD,
    SITE_NOW: E2E_SITE_NOW,
    // The tests play a site behind one local proxy (the forms test sends 200 fans' addresses in X-Forwarded-For).
    TRUST_PROXY: 'loopback',
  },
});
const stop = () => {
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGTERM', () => {
  stop();
  process.exit(0);
});
process.on('SIGINT', () => {
  stop();
  process.exit(0);
});
child.on('exit', (code) => process.exit(code ?? 1));
// The tests find the store through this file (for the legacy-template scenario).
import('node:fs').then(({ writeFileSync }) =>
  writeFileSync(join(tmpdir(), `athletics-e2e-data-dir-${process.env.E2E_PORT ?? '3100'}`), dataDir),
);
