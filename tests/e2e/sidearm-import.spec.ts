// Switching from SIDEARM, end to end: `npm run sidearm:import` (the real script, in a process of its own) fills an
// empty DATA_DIR from a fictional school's SIDEARM API, and the built server on that store answers the addresses
// the school's SIDEARM site had (a story's old `.aspx` link, a roster, a player bio, a schedule) with what was
// imported. The fictional answers are the importer's unit tests' (src/server/sidearm/fake-sidearm.fixture.ts).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runSidearmImport, startSidearmServer, type FakeSidearm } from '../support/sidearm-server.ts';
import { expect, test } from './fixtures.ts';
import { freePort, startBuiltServer, stopServer } from './server-process.ts';

const SCHOOL = 'lakeshore-tech';

let sidearm: FakeSidearm;
let dataDir: string;
let server: ChildProcess | null = null;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  sidearm = await startSidearmServer();
  dataDir = mkdtempSync(join(tmpdir(), 'sidearm-e2e-'));
  const settings = { DATA_DIR: dataDir, TENANT: SCHOOL, SIDEARM_API_URL: sidearm.url, SIDEARM_TENANT: 'lakeshore' };

  const first = await runSidearmImport(settings);
  expect(first.stderr).toBe('');
  expect(first.code).toBe(0);
  expect(first.stdout).toContain('Stories: fetched 5, written 5, unchanged 0, skipped 0, deleted 0, failed 0');
  expect(first.stdout).toMatch(/^Rosters: fetched 9, written 9, /m);
  // The second run against the unchanged source writes nothing.
  const second = await runSidearmImport(settings);
  expect(second.code).toBe(0);
  const lines = second.stdout.split('\n').filter((line) => /^[\w/ ]+: fetched \d+, written \d+/.test(line));
  expect(lines.length).toBeGreaterThanOrEqual(10);
  expect(lines.filter((line) => !/written 0, /.test(line))).toEqual([]);

  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = await startBuiltServer(dataDir, port, { TENANT: SCHOOL, WEB_CONCURRENCY: '1' });
});

test.afterAll(async () => {
  if (server) await stopServer(server);
  await sidearm?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a story’s old SIDEARM link answers 301 to its page here, with the imported story; axe clean', async ({
  page,
  request,
  checkA11y,
}) => {
  const old = `${origin}/news/2026/10/25/herons-clinch-title.aspx`;
  const moved = await request.get(old, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toMatch(/\/news\/2026\/10\/25\/herons-clinch-title$/);

  await page.goto(old);
  expect(page.url()).toBe(`${origin}/news/2026/10/25/herons-clinch-title`);
  const story = page.getByRole('article', { name: 'Herons clinch the title' });
  await expect(story.getByRole('heading', { level: 2, name: 'Herons clinch the title' })).toBeVisible();
  await expect(story.getByText('Champions.')).toBeVisible();
  // Its picture is a copy in this site's file store, not a link to SIDEARM's host.
  await expect(story.getByRole('img', { name: 'Trophy' })).toHaveAttribute('src', /^\/documents\/sidearm\//);
  await checkA11y(page);
});

test('a season’s roster and a player’s bio at SIDEARM’s addresses; axe clean', async ({ page, checkA11y }) => {
  await page.goto(`${origin}/sports/womens-soccer/roster/2026`);
  const main = page.getByRole('main');
  const roster = main.getByRole('table', { name: "2026 Women's Soccer Roster" });
  for (const name of ['Ingrid Vasquez-Holm', 'Noor Abernathy', 'Tamsin Ochoa'])
    await expect(roster.getByRole('cell', { name, exact: true })).toBeVisible();
  // Both seasons SIDEARM had are there to choose.
  await expect(main.getByRole('combobox', { name: 'Season' }).getByRole('option')).toHaveText(['2026', '2025']);
  await checkA11y(page);

  await page.goto(`${origin}/sports/womens-soccer/roster/noor-abernathy/9012`);
  await expect(main.getByRole('heading', { level: 2, name: /Noor Abernathy/ })).toBeVisible();
  // The bio SIDEARM's roster left out came from Players/roster/bio.
  await expect(main.getByText('Noor Abernathy, in full.')).toBeVisible();
  await checkA11y(page);
});

test('a season’s schedule at SIDEARM’s address, with the imported results; axe clean', async ({ page, checkA11y }) => {
  await page.goto(`${origin}/sports/womens-soccer/schedule/2026`);
  const main = page.getByRole('main');
  for (const opponent of ['Harbor City College', 'Marram Dunes Academy', 'Cedar Bluff University'])
    await expect(main.getByText(opponent).first()).toBeVisible();
  // A result as SIDEARM had it (a 2-1 win).
  await expect(main.getByText('2-1').first()).toBeVisible();
  await checkA11y(page);
});
