// PostgreSQL's schema is written apart from SQLite's (pg-migrations.server.ts): this keeps the two in step, so a
// migration added to one list and not the other fails here rather than on a school's server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { describePostgres, privatePostgres } from '#tests/support/postgres.ts';
import { PgDb } from './pg-db.server.ts';
import { LATEST_PG_MIGRATION, migratePg } from './pg-migrations.server.ts';
import { Store } from './store.server.ts';

const url = privatePostgres();
const dir = mkdtempSync(join(tmpdir(), 'pg-migrations-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Columns PostgreSQL has for what SQLite does implicitly (rowid order, the FTS5 mirror), and SQLite's own names for them. */
const PG_ONLY = new Set(['files.seq', 'search_docs.words', 'search_docs.id']);
const SQLITE_ONLY = new Set(['search_docs.rowid']);

type Schema = Map<string, string[]>;

function sqliteSchema(): { tables: Schema; indexes: string[] } {
  void Store.open(dir).close();
  const db = new Database(join(dir, 'athletics.sqlite'), { readonly: true });
  try {
    const names = db
      .prepare<[], { name: string }>(
        "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'search_fts%' ORDER BY name",
      )
      .all()
      .map((row) => row.name);
    const tables: Schema = new Map(
      names.map((name) => [
        name,
        db
          .prepare<[], { name: string }>(`SELECT name FROM pragma_table_info('${name}')`)
          .all()
          .map((row) => `${name}.${row.name}`)
          .filter((column) => !SQLITE_ONLY.has(column))
          .toSorted(),
      ]),
    );
    const indexes = db
      .prepare<[], { name: string }>("SELECT name FROM sqlite_schema WHERE type = 'index' AND sql IS NOT NULL ORDER BY name")
      .all()
      .map((row) => row.name);
    return { tables, indexes };
  } finally {
    db.close();
  }
}

async function pgSchema(db: PgDb): Promise<{ tables: Schema; indexes: string[] }> {
  const columns = await db.all<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY table_name, column_name`,
  );
  const tables: Schema = new Map();
  for (const { table_name: table, column_name: column } of columns) {
    const name = `${table}.${column}`;
    if (!PG_ONLY.has(name)) tables.set(table, [...(tables.get(table) ?? []), name].toSorted());
  }
  const indexes = await db.all<{ name: string }>(
    `SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema() AND indexname NOT LIKE '%_pkey' AND indexname NOT LIKE '%_key' ORDER BY indexname`,
  );
  return { tables, indexes: indexes.map((row) => row.name) };
}

describePostgres('the PostgreSQL schema', () => {
  it('has the SQLite schema’s tables, columns and named indexes (plus its own search indexes)', async () => {
    const db = PgDb.open({ connectionString: url() });
    try {
      expect(await migratePg(db)).toEqual(Array.from({ length: LATEST_PG_MIGRATION }, (_, i) => i + 1));
      // Run again (a restart): nothing left to do.
      expect(await migratePg(db)).toEqual([]);
      const sqlite = sqliteSchema();
      const pg = await pgSchema(db);
      expect(sqlite.tables.size).toBeGreaterThan(20);
      expect(sqlite.tables.get('documents')).toContain('documents.sort_date');
      expect(Object.fromEntries(pg.tables)).toEqual(Object.fromEntries(sqlite.tables));
      expect(sqlite.indexes).toContain('documents_published_by_sport_date');
      // SQLite's NOCASE unique constraint is an automatic index; PostgreSQL's is an index on lower(username).
      expect(pg.indexes).toEqual(
        [...sqlite.indexes, 'search_docs_newest', 'search_docs_sport_newest', 'search_docs_words', 'staff_users_by_username'].toSorted(),
      );
    } finally {
      await db.close();
    }
  });
});
