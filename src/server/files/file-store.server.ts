import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StoredFileSchema, type FileAccess, type StoredFile } from '#schemas/entities/file.ts';
import type { FilesRepository } from '../store/repositories/files.server.ts';
import type { Store } from '../store/store.server.ts';

/**
 * The file store: metadata in the store (the files repository, keyed by tenant and site path), bytes
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

/** Writes the bytes beside the store (once per content) and returns the file's row, not yet stored. */
export function storeBlob(store: Store, file: NewFile, bytes: Buffer, now = new Date()): StoredFile {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const target = blobPath(store, sha256);
  if (!existsSync(target)) {
    mkdirSync(blobDir(store), { recursive: true });
    // Write then rename: a reader never sees half a file.
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    writeFileSync(temp, bytes);
    renameSync(temp, target);
  }
  return StoredFileSchema.parse({
    path: file.path,
    title: file.title,
    content_type: file.contentType,
    size: bytes.length,
    sha256,
    access: file.access ?? 'public',
    published: file.published ?? true,
    sport_id: file.sportId ?? null,
    updated_at: now.toISOString(),
  });
}

/**
 * Stores the bytes (once per content) and the file's row; a write bumps the content version like any other.
 * `files` is the repository to write the row with: a transaction's, to store several files at once.
 */
export async function putFile(
  store: Store,
  tenant: string,
  file: NewFile,
  bytes: Buffer,
  now = new Date(),
  files: FilesRepository = store.files,
): Promise<StoredFile> {
  const stored = storeBlob(store, file, bytes, now);
  await files.put(tenant, stored);
  return stored;
}
