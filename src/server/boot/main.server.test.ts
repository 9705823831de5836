import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_TENANT } from '#schemas/constants.ts';
import { defaultTemplates } from '#src/pages/page-info.ts';
import { isDemo } from '../store/demo.server.ts';
import { Store } from '../store/store.server.ts';
import { main } from './main.server.ts';

const dirs: string[] = [];
function tempDataDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const quiet = () => {};
// The test reads and empties the raw tables, as only an operator could, to see what a boot writes.
function rawAll<R>(dataDir: string, sql: string, ...params: unknown[]): R[] {
  const raw = new Database(join(dataDir, 'athletics.sqlite'), { readonly: true });
  try {
    return raw.prepare(sql).all(...params) as R[];
  } finally {
    raw.close();
  }
}
const templateVersions = (dataDir: string, tenant: string) =>
  rawAll<{ page: string; sport_id: number; n: number }>(
    dataDir,
    'SELECT page, sport_id, count(*) AS n FROM templates WHERE tenant = ? GROUP BY page, sport_id',
    tenant,
  );

/** The boot in a process of its own (as server.mjs runs it), with its output. */
function bootProcess(dataDir: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', "await (await import('./src/server/boot/main.server.ts')).main();"], {
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, TENANT: FIXTURE_TENANT },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('main (the boot)', () => {
  it('refuses an external content API without STAFF_TOKEN, before it writes anything', async () => {
    const dataDir = join(tmpdir(), `boot-refuse-${process.pid}-${Date.now()}`);
    await expect(main({ DATA_DIR: dataDir, CONTENT_API_URL: 'https://content.example.edu' }, quiet)).rejects.toThrow(
      'CONTENT_API_URL is set but STAFF_TOKEN is not: set STAFF_TOKEN to the staff token that content API accepts.',
    );
    expect(existsSync(dataDir)).toBe(false);
  });

  it("starts a school's own tenant empty, with the default templates, once", async () => {
    const dataDir = tempDataDir('boot-tenant');
    const environment = { DATA_DIR: dataDir, TENANT: 'riverside' };
    await main(environment, quiet);
    await main(environment, quiet); // a restart changes nothing
    const store = Store.open(dataDir);
    try {
      expect(await store.tenants.has('riverside')).toBe(true);
      expect(await store.tenants.has(FIXTURE_TENANT)).toBe(false);
      expect(templateVersions(dataDir, 'riverside')).toHaveLength(defaultTemplates().length);
      expect(templateVersions(dataDir, 'riverside').every((row) => row.n === 1)).toBe(true);
      expect(rawAll(dataDir, 'SELECT count(*) AS n FROM documents')).toEqual([{ n: 0 }]);
      expect(await isDemo(store, 'riverside')).toBe(false);
    } finally {
      store.close();
    }
  });

  it(
    'two servers starting at once on one empty DATA_DIR seed the demo school once; a restart never tops it up',
    { timeout: 180_000 },
    async () => {
      const dataDir = tempDataDir('boot-race');
      const runs = await Promise.all([bootProcess(dataDir), bootProcess(dataDir)]);
      expect(
        runs.map((run) => run.code),
        runs.map((run) => run.output).join('\n'),
      ).toEqual([0, 0]);
      expect(
        runs
          .map((run) => run.output)
          .join('\n')
          .match(/Seeded the demo school/g),
      ).toHaveLength(1);
      const store = Store.open(dataDir);
      try {
        expect(templateVersions(dataDir, FIXTURE_TENANT)).toHaveLength(defaultTemplates().length);
        expect(templateVersions(dataDir, FIXTURE_TENANT).filter((row) => row.n !== 1)).toEqual([]);
        expect(await isDemo(store, FIXTURE_TENANT)).toBe(true);
        // An editor empties collections the demo once filled: they stay empty.
        const raw = new Database(join(dataDir, 'athletics.sqlite'));
        raw.prepare("DELETE FROM documents WHERE tenant = ? AND collection IN ('facilities', 'tracking_tags')").run(FIXTURE_TENANT);
        raw.prepare("DELETE FROM settings WHERE tenant = ? AND key = 'site_config'").run(FIXTURE_TENANT);
        raw.prepare('DELETE FROM forms WHERE tenant = ?').run(FIXTURE_TENANT);
        raw.close();
      } finally {
        store.close();
      }
      await main({ DATA_DIR: dataDir, TENANT: FIXTURE_TENANT }, quiet);
      const reopened = Store.open(dataDir);
      try {
        expect((await reopened.documents.list(FIXTURE_TENANT, 'facilities', { publishedOnly: false })).total).toBe(0);
        expect((await reopened.documents.list(FIXTURE_TENANT, 'tracking_tags', { publishedOnly: false })).total).toBe(0);
        expect(await reopened.settings.get(FIXTURE_TENANT, 'site_config')).toBeUndefined();
        expect(rawAll(dataDir, 'SELECT count(*) AS n FROM forms WHERE tenant = ?', FIXTURE_TENANT)).toEqual([{ n: 0 }]);
      } finally {
        reopened.close();
      }
    },
  );
});
