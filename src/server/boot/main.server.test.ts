import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { describePostgres, privatePostgres } from '#tests/support/postgres.ts';
import { FIXTURE_TENANT } from '#schemas/constants.ts';
import { defaultTemplates } from '#src/pages/page-info.ts';
import { isDemo } from '../store/demo.server.ts';
import { Store } from '../store/store.server.ts';
import { BootError, main } from './main.server.ts';

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
function bootProcess(dataDir: string, extra: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', "await (await import('./src/server/boot/main.server.ts')).main();"], {
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, TENANT: FIXTURE_TENANT, ...extra },
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

describePostgres('main (the boot) with DATABASE_URL', () => {
  const url = privatePostgres();
  const secrets = { STAFF_TOKEN: 'boot-pg-staff-token-0123456', SESSION_SECRET: 'boot-pg-session-secret-0123456' };

  it('refuses DATABASE_URL without explicit STAFF_TOKEN and SESSION_SECRET, before it writes anything', async () => {
    const dataDir = join(tmpdir(), `boot-pg-refuse-${process.pid}-${Date.now()}`);
    await expect(main({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://db.example/athletics' }, quiet)).rejects.toThrow(
      'DATABASE_URL is set but STAFF_TOKEN and SESSION_SECRET are not',
    );
    await expect(
      main({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://db.example/athletics', STAFF_TOKEN: secrets.STAFF_TOKEN }, quiet),
    ).rejects.toThrow('DATABASE_URL is set but SESSION_SECRET is not');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('stops with a clear message, never the password, when PostgreSQL cannot be reached', async () => {
    const dataDir = tempDataDir('boot-pg-down');
    const down = 'postgres://athletics:hunter2-secret@127.0.0.1:1/athletics';
    const error = await main({ DATA_DIR: dataDir, DATABASE_URL: down, TRUST_PROXY: '1', ...secrets }, quiet).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BootError);
    expect((error as Error).message).toMatch(/^PostgreSQL at postgres:\/\/athletics:\*\*\*@127\.0\.0\.1:1\/athletics cannot be reached: /);
    expect((error as Error).message).not.toContain('hunter2');
  });

  it(
    'two machines starting at once on one empty database, each with its own DATA_DIR, migrate and seed the demo once',
    { timeout: 180_000 },
    async () => {
      const environment = { DATABASE_URL: url(), ...secrets };
      const runs = await Promise.all([
        bootProcess(tempDataDir('boot-pg-a'), environment),
        bootProcess(tempDataDir('boot-pg-b'), environment),
      ]);
      const output = runs.map((run) => run.output).join('\n');
      expect(
        runs.map((run) => run.code),
        output,
      ).toEqual([0, 0]);
      expect(output.match(/Seeded the demo school/g)).toHaveLength(1);
      // Behind a balancer without TRUST_PROXY every visitor shares its address: each machine says so.
      expect(output.match(/DATABASE_URL is set but TRUST_PROXY is not/g)).toHaveLength(2);
      // Neither made secrets of its own: the database's machines share the given ones.
      expect(output).not.toContain('made one and kept it');
      const store = await Store.connect({ dataDir: tempDataDir('boot-pg-check'), databaseUrl: url() });
      try {
        expect(await isDemo(store, FIXTURE_TENANT)).toBe(true);
        for (const template of defaultTemplates()) {
          const versions = await store.templates.versions({ tenant: FIXTURE_TENANT, page: template.page, sportId: template.sport_id ?? 0 });
          expect(versions.map((v) => v.version)).toEqual([1]);
        }
      } finally {
        await store.close();
      }
      // A restart finds it all done.
      await main({ DATA_DIR: tempDataDir('boot-pg-c'), TENANT: FIXTURE_TENANT, TRUST_PROXY: '1', ...environment }, quiet);
    },
  );
});
