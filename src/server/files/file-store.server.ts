import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StoredFileSchema, type FileAccess, type StoredFile } from '#schemas/entities/file.ts';
import type { Store } from '../store/store.server.ts';

/**
 * The file store (issue 10): metadata in the SQLite store (table `files`, keyed by tenant and site path), bytes
 * in `DATA_DIR/files/{sha256}` — content-addressed, written once, never named after anything a request says.
 * Streaming reads a plain file, so a 20 MB download costs a read buffer, not 20 MB.
 */
export interface NewFile {
  path: string;
  title: string;
  contentType: string;
  access?: FileAccess;
  published?: boolean;
  sportId?: number | null;
}

export function blobDir(store: Store): string {
  if (!store.dataDir) throw new Error('The file store needs a store opened on a data directory');
  return join(store.dataDir, 'files');
}

export function blobPath(store: Store, sha256: string): string {
  if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error('Not a content hash');
  return join(blobDir(store), sha256);
}

/** Stores the bytes (once per content) and the file's row; a write bumps the content version like any other. */
export function putFile(store: Store, tenant: string, file: NewFile, bytes: Buffer, now = new Date()): StoredFile {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const target = blobPath(store, sha256);
  if (!existsSync(target)) {
    mkdirSync(blobDir(store), { recursive: true });
    // Write then rename: a reader never sees half a file.
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    writeFileSync(temp, bytes);
    renameSync(temp, target);
  }
  const stored = StoredFileSchema.parse({
    path: file.path, title: file.title, content_type: file.contentType, size: bytes.length, sha256,
    access: file.access ?? 'public', published: file.published ?? true, sport_id: file.sportId ?? null,
    updated_at: now.toISOString(),
  });
  store.db.transaction(() => {
    store.db
      .prepare(`INSERT INTO files (tenant, path, body, sport_id, published) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (tenant, path) DO UPDATE SET body = excluded.body, sport_id = excluded.sport_id, published = excluded.published`)
      .run(tenant, stored.path, JSON.stringify(stored), stored.sport_id, stored.published ? 1 : 0);
    store.bumpVersion(tenant);
  })();
  return stored;
}

/** The file stored under a key (see fileKeyOf), published or not: callers decide who may see it. */
export function findFile(store: Store, tenant: string, key: string): StoredFile | undefined {
  const row = store.db.prepare<[string, string], { body: string }>('SELECT body FROM files WHERE tenant = ? AND path = ?').get(tenant, key);
  return row ? StoredFileSchema.parse(JSON.parse(row.body)) : undefined;
}

export function countFiles(store: Store, tenant: string): number {
  return store.db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM files WHERE tenant = ?').get(tenant)?.n ?? 0;
}
