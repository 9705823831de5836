import { StoredFileSchema, type StoredFile } from '#schemas/entities/file.ts';
import type { Db, Dialect, Query } from '../db.server.ts';
import { TenantsRepository } from './tenants.server.ts';

export const fileQueries = {
  find: (tenant: string, key: string): Query => ['SELECT body FROM files WHERE tenant = ? AND path = ?', [tenant, key]],
  /** In the order first stored: SQLite's rowid, PostgreSQL's identity column `seq`. */
  all: (dialect: Dialect, tenant: string): Query => [
    `SELECT body FROM files WHERE tenant = ? ORDER BY ${dialect === 'sqlite' ? 'rowid' : 'seq'}`,
    [tenant],
  ],
  count: (tenant: string): Query => ['SELECT count(*) AS n FROM files WHERE tenant = ?', [tenant]],
  put: (tenant: string, file: StoredFile): Query => [
    `INSERT INTO files (tenant, path, body, sport_id, published) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (tenant, path) DO UPDATE SET body = excluded.body, sport_id = excluded.sport_id, published = excluded.published`,
    [tenant, file.path, JSON.stringify(file), file.sport_id, file.published ? 1 : 0],
  ],
};

export const fileOf = (row: { body: string } | undefined): StoredFile | undefined =>
  row ? StoredFileSchema.parse(JSON.parse(row.body)) : undefined;

/** Stored files' metadata (table files, keyed by tenant and site path; the bytes live beside the store, by content hash). */
export class FilesRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** The file stored under a key (see fileKeyOf), published or not: callers decide who may see it. */
  async find(tenant: string, key: string): Promise<StoredFile | undefined> {
    return fileOf(await this.db.get<{ body: string }>(...fileQueries.find(tenant, key)));
  }

  /** Every stored file's metadata, in the order they were stored (the editor's preview samples). */
  async all(tenant: string): Promise<StoredFile[]> {
    return (await this.db.all<{ body: string }>(...fileQueries.all(this.db.dialect, tenant))).map((row) => fileOf(row) as StoredFile);
  }

  async count(tenant: string): Promise<number> {
    return (await this.db.get<{ n: number }>(...fileQueries.count(tenant)))?.n ?? 0;
  }

  /** Inserts or replaces a file's row; a write bumps the content version like any other. */
  put(tenant: string, file: StoredFile): Promise<void> {
    return this.db.transaction(async (tx) => {
      await tx.run(...fileQueries.put(tenant, file));
      await new TenantsRepository(tx).bumpVersion(tenant);
    });
  }
}
