import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { readBlob, sha256Of, type BlobStore } from '../files/blob-store.server.ts';
import { withBootLock } from './boot-lock.server.ts';
import type { Db, SqlValue } from './db.server.ts';
import { PgDb } from './pg-db.server.ts';
import { migratePg } from './pg-migrations.server.ts';
import { createRepositories } from './repositories.server.ts';
import { Store } from './store.server.ts';

/**
 * `npm run store:copy`: a SQLite store (DATA_DIR) copied into an empty PostgreSQL database, and its files'
 * bytes into the configured blob store (docs/decisions/0036-store-copy.md). Every table's rows are copied in
 * key order, in batches, in one transaction: a failure (or a count that differs) leaves the target as it was.
 */

/** Rows per INSERT: far below PostgreSQL's 65,535 parameters for the widest table. */
const BATCH_ROWS = 200;

/** Tables the copy does not carry over: the schema's own record, and the search index, rebuilt on the target. */
const NOT_COPIED = new Set(['migrations', 'search_docs']);

export interface TableReport {
  table: string;
  read: number;
  written: number;
}

export interface BlobReport {
  location: string;
  copied: number;
  alreadyThere: number;
  bytes: number;
  /** One line per blob that is corrupted, missing or did not read back alike. */
  problems: string[];
}

export interface CopyReport {
  tables: TableReport[];
  blobs: BlobReport;
  /** Documents the search index was rebuilt with, per tenant. */
  indexed: Record<string, number>;
  /** True when every count matched and every blob was verified. */
  ok: boolean;
}

export interface CopyOptions {
  /** The SQLite store's DATA_DIR (its `athletics.sqlite` and `files`). */
  fromDataDir: string;
  /** The target PostgreSQL database. */
  databaseUrl: string;
  /** Where the files' bytes go (FILE_STORE). */
  blobs: BlobStore;
  /** Empty a target that already holds a tenant first, instead of refusing it. */
  replace?: boolean;
  /** Where the line per table and per blob store is printed. */
  log?: (line: string) => void;
}

/** The copy was refused before anything was written (a target that holds a tenant, no source store). */
export class CopyRefusedError extends Error {}

interface PgColumn {
  table: string;
  column: string;
  generated: boolean;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The target's tables, in an order where every table comes after the tables its foreign keys name. */
async function targetTables(db: Db): Promise<{ tables: string[]; columns: Map<string, PgColumn[]>; keys: Map<string, string[]> }> {
  const rows = await db.all<{ table: string; column: string; generated: boolean }>(
    `SELECT table_name AS "table", column_name AS "column",
            (is_generated = 'ALWAYS' OR identity_generation = 'ALWAYS') AS generated
       FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`,
  );
  const columns = new Map<string, PgColumn[]>();
  for (const row of rows) {
    if (NOT_COPIED.has(row.table)) continue;
    columns.set(row.table, [...(columns.get(row.table) ?? []), row]);
  }
  const keyRows = await db.all<{ table: string; column: string }>(
    `SELECT c.relname AS "table", a.attname AS "column"
       FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, position)
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
      WHERE i.indisprimary AND n.nspname = current_schema() ORDER BY c.relname, k.position`,
  );
  const keys = new Map<string, string[]>();
  for (const row of keyRows) keys.set(row.table, [...(keys.get(row.table) ?? []), row.column]);
  const references = await db.all<{ table: string; referenced: string }>(
    `SELECT c.relname AS "table", r.relname AS referenced
       FROM pg_constraint f JOIN pg_class c ON c.oid = f.conrelid JOIN pg_class r ON r.oid = f.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE f.contype = 'f' AND n.nspname = current_schema()`,
  );
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const ref of references) if (ref.table === table && ref.referenced !== table) visit(ref.referenced, path);
    ordered.push(table);
  };
  for (const table of [...columns.keys()].sort()) visit(table, new Set());
  return { tables: ordered.filter((table) => columns.has(table)), columns, keys };
}

/** The SQLite source's user tables (not its FTS index, sequences or the migrations record). */
function sourceTables(source: Database.Database): Map<string, string[]> {
  const names = source
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'search_fts%'",
    )
    .all()
    .map((row) => row.name)
    .filter((name) => !NOT_COPIED.has(name));
  return new Map(
    names.map((name) => [
      name,
      source
        .prepare<[], { name: string }>(`SELECT name FROM pragma_table_info(${`'${name}'`})`)
        .all()
        .map((c) => c.name),
    ]),
  );
}

async function copyTables(source: Database.Database, tx: Db, log: (line: string) => void): Promise<TableReport[]> {
  const { tables, columns, keys } = await targetTables(tx);
  const sources = sourceTables(source);
  const unknown = [...sources.keys()].filter((table) => !columns.has(table));
  if (unknown.length > 0) throw new Error(`The SQLite store has tables PostgreSQL has no place for: ${unknown.join(', ')}`);
  const reports: TableReport[] = [];
  for (const table of tables) {
    const sourceColumns = sources.get(table);
    if (!sourceColumns) throw new Error(`The SQLite store has no table ${table}: is it migrated to the same schema?`);
    const targetColumns = columns.get(table) ?? [];
    const copied = targetColumns.filter((c) => !c.generated).map((c) => c.column);
    const missing = copied.filter((column) => !sourceColumns.includes(column));
    const extra = sourceColumns.filter((column) => !targetColumns.some((c) => c.column === column));
    if (missing.length > 0 || extra.length > 0) {
      throw new Error(
        `The columns of ${table} differ: missing in SQLite ${missing.join(', ') || 'none'}, unknown to PostgreSQL ${extra.join(', ') || 'none'}`,
      );
    }
    // A generated sequence column (files.seq) numbers rows in the order SQLite stored them: copy in that order.
    const byRowid = targetColumns.some((c) => c.generated);
    const order = byRowid ? 'rowid' : (keys.get(table) ?? copied).map(quote).join(', ');
    const select = source.prepare<[], Record<string, SqlValue>>(
      `SELECT ${copied.map(quote).join(', ')} FROM ${quote(table)} ORDER BY ${order}`,
    );
    let read = 0;
    let batch: SqlValue[][] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const row = `(${copied.map(() => '?').join(', ')})`;
      await tx.run(`INSERT INTO ${quote(table)} (${copied.map(quote).join(', ')}) VALUES ${batch.map(() => row).join(', ')}`, batch.flat());
      batch = [];
    };
    for (const row of select.iterate()) {
      read += 1;
      batch.push(copied.map((column) => row[column] ?? null));
      if (batch.length >= BATCH_ROWS) await flush();
    }
    await flush();
    const written = (await tx.get<{ n: number }>(`SELECT count(*) AS n FROM ${quote(table)}`))?.n ?? 0;
    // Identity columns given explicit ids: their sequences continue past the copied ones.
    const identities = await tx.all<{ column: string }>(
      `SELECT column_name AS "column" FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = ? AND identity_generation = 'BY DEFAULT'`,
      [table],
    );
    for (const { column } of identities) {
      await tx.get(
        `SELECT setval(pg_get_serial_sequence(?, ?), coalesce((SELECT max(${quote(column)}) FROM ${quote(table)}), 0) + 1, false)`,
        [quote(table), column],
      );
    }
    log(`${table}: ${read} rows read, ${written} written`);
    reports.push({ table, read, written });
    if (read !== written) throw new Error(`${table}: ${read} rows read but ${written} written`);
  }
  return reports;
}

/** Copies every blob of `DATA_DIR/files` (and checks every stored file has one), each verified by its sha256. */
async function copyBlobs(dir: string, referenced: readonly string[], target: BlobStore): Promise<BlobReport> {
  const report: BlobReport = { location: target.location, copied: 0, alreadyThere: 0, bytes: 0, problems: [] };
  const names = existsSync(dir) ? (await readdir(dir)).filter((name) => /^[0-9a-f]{64}$/.test(name)).sort() : [];
  for (const sha256 of referenced) if (!names.includes(sha256)) report.problems.push(`${sha256}: listed in files but missing from ${dir}`);
  for (const sha256 of names) {
    const bytes = await readFile(join(dir, sha256));
    const actual = sha256Of(bytes);
    if (actual !== sha256) {
      report.problems.push(`${sha256}: corrupted in ${dir} (its bytes hash to ${actual}), not copied`);
      continue;
    }
    const there = (await target.stat(sha256)) !== null;
    if (!there) await target.put(bytes);
    const back = sha256Of(await readBlob(target, sha256));
    if (back !== sha256) {
      report.problems.push(`${sha256}: reads back from ${target.location} hashing to ${back}`);
      continue;
    }
    if (there) report.alreadyThere += 1;
    else report.copied += 1;
    report.bytes += bytes.length;
  }
  return report;
}

/**
 * Copies the SQLite store in `fromDataDir` into the PostgreSQL database and its files into `blobs`, then
 * rebuilds the search index and bumps every tenant's content version (every machine's caches start over).
 * Refuses a target that holds a tenant unless `replace` (which empties it in the same transaction).
 */
export async function copyStore({
  fromDataDir,
  databaseUrl,
  blobs,
  replace = false,
  log = console.info,
}: CopyOptions): Promise<CopyReport> {
  const file = join(fromDataDir, 'athletics.sqlite');
  if (!existsSync(file)) throw new CopyRefusedError(`No SQLite store in ${fromDataDir} (no athletics.sqlite)`);
  // Migrated to the newest schema first (under DATA_DIR's boot lock), then read without writing.
  await withBootLock(fromDataDir, () => Store.open(fromDataDir)).close();
  const source = new Database(file, { readonly: true, fileMustExist: true });
  const db = PgDb.open({ connectionString: databaseUrl, max: 2 });
  try {
    await migratePg(db);
    const { tables, referenced, indexed } = await db.transaction(
      async (tx) => {
        const tenants = (await tx.get<{ n: number }>('SELECT count(*) AS n FROM tenants'))?.n ?? 0;
        if (tenants > 0) {
          if (!replace)
            throw new CopyRefusedError(
              'The PostgreSQL database already holds a tenant: copy into an empty one, or pass --replace to empty it first',
            );
          const all = await tx.all<{ name: string }>(
            "SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'migrations'",
          );
          await tx.exec(`TRUNCATE ${all.map((t) => quote(t.name)).join(', ')} RESTART IDENTITY CASCADE`);
          log('--replace: the target database was emptied first');
        }
        const tables = await copyTables(source, tx, log);
        const repositories = createRepositories(tx, null);
        const indexed: Record<string, number> = {};
        for (const { id } of await tx.all<{ id: string }>('SELECT id FROM tenants ORDER BY id')) {
          indexed[id] = await repositories.search.ensureIndex(id);
          log(`search index of ${id}: ${indexed[id]} documents`);
        }
        const referenced = source
          .prepare<[], { sha256: string }>("SELECT DISTINCT json_extract(body, '$.sha256') AS sha256 FROM files ORDER BY 1")
          .all()
          .map((row) => row.sha256);
        return { tables, referenced, indexed };
      },
      { immediate: true },
    );
    // Statistics for the rows just written, before any machine plans a query on them (autovacuum would gather
    // them only later: until then a search can plan as if the tables were empty).
    await db.exec('ANALYZE');
    const blobReport = await copyBlobs(join(fromDataDir, 'files'), referenced, blobs);
    log(
      `files to ${blobReport.location}: ${blobReport.copied} copied, ${blobReport.alreadyThere} already there, ${blobReport.bytes} bytes`,
    );
    for (const problem of blobReport.problems) log(`MISMATCH ${problem}`);
    await db.transaction(async (tx) => {
      const repositories = createRepositories(tx, null);
      for (const tenant of Object.keys(indexed)) await repositories.tenants.bumpVersion(tenant);
    });
    return { tables, blobs: blobReport, indexed, ok: blobReport.problems.length === 0 };
  } finally {
    source.close();
    await db.close();
  }
}
