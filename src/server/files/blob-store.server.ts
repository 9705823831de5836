import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where stored files' bytes live, by content: a blob's name is the sha256 of its bytes, so a blob is written once
 * and never changes, and no name a request spells ever reaches a disk path or a bucket key. Metadata (path, type,
 * access) stays in the store's files repository. Two implementations: `dir` (a folder, possibly a mount every
 * machine shares) and `s3` (any S3-compatible bucket). Docs: docs/decisions/0032-blob-store.md.
 */
export interface BlobStore {
  /** Where the bytes are, for messages: a folder, or `s3://bucket/prefix`. */
  readonly location: string;
  /** Stores the bytes under their sha256 (once: content already there is not written again) and answers it. */
  put(bytes: Buffer): Promise<string>;
  exists(sha256: string): Promise<boolean>;
  /** The stored size, or null when there is no such blob. */
  stat(sha256: string): Promise<{ size: number } | null>;
  /** The bytes `start`–`end` (inclusive, as a Range header counts them), or all of them; BlobNotFoundError when missing. */
  read(sha256: string, range?: ByteRange): Promise<Readable>;
  /** Removes the blob (nothing happens when there is none): for a copy's clean-up, never for a file still listed. */
  delete(sha256: string): Promise<void>;
}

export interface ByteRange {
  start: number;
  end: number;
}

export class BlobNotFoundError extends Error {
  constructor(sha256: string, location: string) {
    super(`No blob ${sha256} in ${location}`);
  }
}

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export function assertContentHash(sha256: string): void {
  if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error('Not a content hash');
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** The bytes of one blob in memory (a transform's source, a copy's check): only for blobs that fit. */
export async function readBlob(blobs: BlobStore, sha256: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await blobs.read(sha256)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Today's layout: `{dir}/{sha256}`, each written to a temporary name and renamed, so a reader never sees half a file. */
export class DirBlobStore implements BlobStore {
  readonly location: string;
  constructor(dir: string) {
    this.location = dir;
  }

  private pathOf(sha256: string): string {
    assertContentHash(sha256);
    return join(this.location, sha256);
  }

  async put(bytes: Buffer): Promise<string> {
    const sha256 = sha256Of(bytes);
    const target = this.pathOf(sha256);
    if (await this.exists(sha256)) return sha256;
    await mkdir(this.location, { recursive: true });
    // A name of its own per writer: two machines writing the same content on a shared mount never share a temp file,
    // and rename replaces the target atomically with identical bytes.
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temp, bytes);
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return sha256;
  }

  async exists(sha256: string): Promise<boolean> {
    return (await this.stat(sha256)) !== null;
  }

  async stat(sha256: string): Promise<{ size: number } | null> {
    try {
      return { size: (await stat(this.pathOf(sha256))).size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(sha256: string, range?: ByteRange): Promise<Readable> {
    // Opened here, not in the stream: a missing blob is an error before any byte or status is sent.
    const handle = await open(this.pathOf(sha256), 'r').catch((error: unknown) => {
      throw isMissing(error) ? new BlobNotFoundError(sha256, this.location) : error;
    });
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async delete(sha256: string): Promise<void> {
    await rm(this.pathOf(sha256), { force: true });
  }
}
