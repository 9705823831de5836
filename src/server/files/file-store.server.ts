import { join } from 'node:path';
import { StoredFileSchema, type FileAccess, type StoredFile } from '#schemas/entities/file.ts';
import { parseEnv } from '../env.server.ts';
import type { FilesRepository } from '../store/repositories/files.server.ts';
import type { Store } from '../store/store.server.ts';
import { DirBlobStore, type BlobStore } from './blob-store.server.ts';
import { S3BlobStore } from './s3-blob-store.server.ts';

/**
 * The file store: metadata in the store (the files repository, keyed by tenant and site path), bytes in the blob
 * store (FILE_STORE): `DATA_DIR/files/{sha256}` or an S3-compatible bucket — content-addressed, written once,
 * never named after anything a request says. Reads stream, so a 20 MB download costs a read buffer, not 20 MB.
 */
export interface NewFile {
  path: string;
  title: string;
  contentType: string;
  access?: FileAccess;
  published?: boolean;
  sportId?: number | null;
}

type FileStoreConfig = Pick<
  ReturnType<typeof parseEnv>,
  'FILE_STORE' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_PREFIX'
>;

/** One client per bucket and process: its connections are kept alive and shared by every store opened here. */
const buckets = new Map<string, S3BlobStore>();

function bucketOf(config: FileStoreConfig): S3BlobStore {
  if (!config.S3_BUCKET) throw new Error('FILE_STORE=s3 needs S3_BUCKET');
  const settings = {
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    prefix: config.S3_PREFIX,
  };
  const key = JSON.stringify(settings);
  let bucket = buckets.get(key);
  if (!bucket) buckets.set(key, (bucket = new S3BlobStore(settings)));
  return bucket;
}

/** The blob store the environment configures for a store on `dataDir`. */
export function configuredBlobStore(config: FileStoreConfig, dataDir: string | null): BlobStore {
  if (config.FILE_STORE === 's3') return bucketOf(config);
  if (!dataDir) throw new Error('The file store needs a store opened on a data directory');
  return new DirBlobStore(join(dataDir, 'files'));
}

/**
 * Start-up's check of the configured blob store (the boot runs it once): a bucket that is missing, unreachable or
 * refuses the credentials stops the server with one line saying which, instead of failing every upload later.
 */
export async function checkFileStore(config: FileStoreConfig): Promise<void> {
  if (config.FILE_STORE === 's3') await bucketOf(config).check();
}

const attached = new WeakMap<Store, BlobStore>();

/** The blob store of a store's files: the one attached to it, else the configured one (FILE_STORE). */
export function blobStoreOf(store: Store): BlobStore {
  let blobs = attached.get(store);
  if (!blobs) {
    // The environment is parsed again here rather than through env(): reading FILE_STORE must not fix this
    // process's secrets before a test or script has set them.
    blobs = configuredBlobStore(parseEnv(process.env), store.dataDir);
    attached.set(store, blobs);
  }
  return blobs;
}

/** Keeps a store's file bytes in `blobs` instead of the configured blob store (tests; a copy between stores). */
export function attachBlobStore(store: Store, blobs: BlobStore): void {
  attached.set(store, blobs);
}

/** Writes the bytes to the blob store (once per content) and returns the file's row, not yet stored. */
export async function storeBlob(store: Store, file: NewFile, bytes: Buffer, now = new Date()): Promise<StoredFile> {
  const sha256 = await blobStoreOf(store).put(bytes);
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
  const stored = await storeBlob(store, file, bytes, now);
  await files.put(tenant, stored);
  return stored;
}
