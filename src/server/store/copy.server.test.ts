// store:copy: the seeded demo school copied from SQLite into a private PostgreSQL (and its files into an s3rver
// bucket) reads alike; a second copy is refused unless --replace; a corrupted blob is reported and fails the run.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { describePostgres, privatePostgres } from '#tests/support/postgres.ts';
import { s3Server } from '#tests/support/s3-server.ts';
import { seededStore, seedSchool } from '#tests/support/seeded-store.ts';
import { FIXTURE_NOW } from '#fixtures/school/index.ts';
import { seedFiles } from '../files/seed-files.server.ts';
import { readBlob, sha256Of } from '../files/blob-store.server.ts';
import { attachBlobStore } from '../files/file-store.server.ts';
import { S3BlobStore } from '../files/s3-blob-store.server.ts';
import { matchExpression } from '../search/query.server.ts';
import { copyStore, CopyRefusedError } from './copy.server.ts';
import { PgDb } from './pg-db.server.ts';
import { Store } from './store.server.ts';

const SLOW_MS = 120_000;
const run = promisify(execFile);
const withoutS3 = (env: NodeJS.ProcessEnv) => Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('S3_')));

describePostgres('store:copy from SQLite to PostgreSQL and an S3 bucket', () => {
  const sqlite = seededStore('copy-source', {
    database: 'sqlite',
    seed: async (store, school) => {
      await seedSchool(store, school);
      await seedFiles(store, school.tenant, school.documents, new Date(FIXTURE_NOW));
      // Rows with identity ids, so the copy has sequences to move on.
      await store.accounts.insert(school.tenant, { username: 'Coach', passwordHash: 'x', role: 'admin' }, new Date(FIXTURE_NOW));
      await store.accounts.insert(school.tenant, { username: 'Editor', passwordHash: 'x', role: 'editor' }, new Date(FIXTURE_NOW));
    },
  });
  const url = privatePostgres();
  const s3 = s3Server('copied-files');
  const dirs: string[] = [];
  const opened: Store[] = [];
  afterAll(async () => {
    for (const store of opened) await store.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const tenant = () => sqlite.school.tenant;
  const target = async () => {
    const dir = mkdtempSync(join(tmpdir(), 'copy-target-'));
    dirs.push(dir);
    const store = await Store.connect({ dataDir: dir, databaseUrl: url() });
    attachBlobStore(store, new S3BlobStore(s3.settings));
    opened.push(store);
    return store;
  };

  it(
    'copies every row and file, verified, and the copy reads alike; a second copy is refused',
    async () => {
      const blobs = new S3BlobStore(s3.settings);
      const lines: string[] = [];
      const before = await sqlite.store.tenants.contentVersion(tenant());
      const report = await copyStore({ fromDataDir: sqlite.dir, databaseUrl: url(), blobs, log: (line) => lines.push(line) });
      expect(report.ok).toBe(true);
      expect(report.blobs.problems).toEqual([]);
      for (const table of report.tables) expect(table.written, table.table).toBe(table.read);
      expect(lines).toContain(
        `documents: ${report.tables.find((t) => t.table === 'documents')?.read} rows read, ${report.tables.find((t) => t.table === 'documents')?.written} written`,
      );
      const sourceBlobs = readdirSync(join(sqlite.dir, 'files')).filter((name) => /^[0-9a-f]{64}$/.test(name));
      expect(report.blobs.copied).toBe(sourceBlobs.length);
      expect(report.blobs.copied).toBeGreaterThan(0);
      expect(
        lines.some((line) => line.startsWith(`files to s3://`) && line.includes(`${sourceBlobs.length} copied, 0 already there`)),
      ).toBe(true);

      // Every table's row count, SQLite against PostgreSQL.
      const source = new Database(join(sqlite.dir, 'athletics.sqlite'), { readonly: true });
      const db = PgDb.open({ connectionString: url() });
      try {
        for (const { table, read } of report.tables) {
          const n = source.prepare<[], { n: number }>(`SELECT count(*) AS n FROM "${table}"`).get()?.n;
          expect(read, table).toBe(n);
          expect((await db.get<{ n: number }>(`SELECT count(*) AS n FROM "${table}"`))?.n, table).toBe(n);
        }
        // Identity sequences continue past the copied ids.
        for (const table of ['staff_users', 'audit_log', 'form_submissions', 'outbox']) {
          const max = (await db.get<{ n: number | null }>(`SELECT max(id) AS n FROM "${table}"`))?.n ?? 0;
          const next = await db.get<{ n: number }>(`SELECT nextval(pg_get_serial_sequence('${table}', 'id')) AS n`);
          expect(next?.n, table).toBeGreaterThan(max);
          if (table === 'staff_users') expect(max).toBeGreaterThan(1);
        }
        const searchable = source.prepare<[], { n: number }>('SELECT count(*) AS n FROM search_docs').get()?.n;
        expect((await db.get<{ n: number }>('SELECT count(*) AS n FROM search_docs'))?.n).toBe(searchable);
      } finally {
        source.close();
        await db.close();
      }

      // A few repositories' answers alike.
      const copy = await target();
      const both = async <T>(read: (store: Store) => Promise<T>): Promise<[T, T]> => [await read(sqlite.store), await read(copy)];
      for (const collection of ['stories', 'games', 'sports', 'alerts'] as const) {
        const [a, b] = await both((s) => s.documents.list(tenant(), collection, { publishedOnly: false, start: 0, count: 40 }));
        expect(b, collection).toEqual(a);
      }
      const [filesA, filesB] = await both((s) => s.files.all(tenant()));
      expect(filesB).toEqual(filesA);
      const [templatesA, templatesB] = await both((s) => s.templates.latestOfScope(tenant(), 'default'));
      expect(templatesB).toEqual(templatesA);
      const filter = { tenant: tenant(), match: matchExpression('championship')!, staff: false, now: '2026-11-21T17:00:00Z' };
      const [countsA, countsB] = await both((s) => s.search.countByKind(filter));
      expect(countsB).toEqual(countsA);
      // The version moved on, so no machine's cache of the old one is served.
      expect(await copy.tenants.contentVersion(tenant())).toBeGreaterThan(before);
      // A stored file's bytes read back from the bucket, hash and all.
      const file = filesA[0]!;
      expect(sha256Of(await readBlob(blobs, file.sha256))).toBe(file.sha256);

      await expect(copyStore({ fromDataDir: sqlite.dir, databaseUrl: url(), blobs, log: () => {} })).rejects.toThrow(CopyRefusedError);
    },
    SLOW_MS,
  );

  it(
    'with --replace empties the target first; a corrupted blob is reported and the script exits non-zero',
    async () => {
      const blobs = new S3BlobStore(s3.settings);
      const again = await copyStore({ fromDataDir: sqlite.dir, databaseUrl: url(), blobs, replace: true, log: () => {} });
      expect(again.ok).toBe(true);
      expect(again.blobs.copied).toBe(0);
      expect(again.blobs.alreadyThere).toBeGreaterThan(0);
      for (const table of again.tables) expect(table.written, table.table).toBe(table.read);

      // One blob's bytes changed on disk: its name no longer is their hash.
      const victim = readdirSync(join(sqlite.dir, 'files')).find((name) => /^[0-9a-f]{64}$/.test(name))!;
      writeFileSync(join(sqlite.dir, 'files', victim), 'not the bytes that were stored');
      const dataDir = mkdtempSync(join(tmpdir(), 'copy-script-'));
      dirs.push(dataDir);
      const failed = await run('node', ['scripts/store-copy.mjs', '--from-data-dir', sqlite.dir, '--replace'], {
        env: { ...withoutS3(process.env), DATA_DIR: dataDir, DATABASE_URL: url(), FILE_STORE: 'dir' },
      }).then(
        () => null,
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
      expect(failed?.code).toBe(1);
      expect(failed?.stdout).toContain(`MISMATCH ${victim}: corrupted`);
      expect(failed?.stdout).toMatch(/^tenants: \d+ rows read, \d+ written$/m);
      expect(failed?.stderr).toContain('mismatch');
    },
    SLOW_MS,
  );
  it(
    'leaves the target as it was when a row is refused half-way (one transaction)',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'copy-bad-'));
      dirs.push(dir);
      const original = new Database(join(sqlite.dir, 'athletics.sqlite'), { readonly: true });
      original.exec(`VACUUM INTO '${join(dir, 'athletics.sqlite')}'`);
      original.close();
      // A NUL character: SQLite keeps it in text, PostgreSQL refuses it, and audit_log comes late in the copy.
      const bad = new Database(join(dir, 'athletics.sqlite'));
      bad
        .prepare("INSERT INTO audit_log (tenant, at, actor, action, detail) VALUES (?, '2026-01-01T00:00:00Z', 'x', 'x', ?)")
        .run(tenant(), 'a\0b');
      bad.close();
      const db = PgDb.open({ connectionString: url() });
      try {
        const count = async () => (await db.get<{ n: number }>('SELECT count(*) AS n FROM documents'))?.n;
        const before = await count();
        expect(before).toBeGreaterThan(0);
        await expect(
          copyStore({ fromDataDir: dir, databaseUrl: url(), blobs: new S3BlobStore(s3.settings), replace: true, log: () => {} }),
        ).rejects.toThrow();
        expect(await count()).toBe(before);
      } finally {
        await db.close();
      }
    },
    SLOW_MS,
  );
});
