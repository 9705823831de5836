// `npm run test:visual`: the screenshot comparisons alone (tests/visual). With `--update`, rewrites the baselines
// and records the Chromium major version they were taken with (tests/visual/baseline.json): another version
// renders text differently, so the comparisons skip there instead of failing.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const update = process.argv.includes('--update');
const rest = process.argv.slice(2).filter((arg) => arg !== '--update');
const run = (command, args, env = {}) => spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

let status = run(process.execPath, ['scripts/ensure-build.mjs']);
if (status === 0) {
  const args = ['node_modules/@playwright/test/cli.js', 'test', '--project=visual', ...(update ? ['--update-snapshots'] : []), ...rest];
  status = run(process.execPath, args, update ? { VISUAL_UPDATE: '1' } : {});
}
if (status === 0 && update) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const chromiumMajor = Number(browser.version().split('.')[0]);
  await browser.close();
  writeFileSync(new URL('../tests/visual/baseline.json', import.meta.url), `${JSON.stringify({ chromiumMajor }, null, 2)}\n`);
  console.info(`Baselines written with Chromium ${chromiumMajor}.`);
}
process.exitCode = status;
