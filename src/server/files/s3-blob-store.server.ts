import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { assertContentHash, BlobNotFoundError, sha256Of, type BlobStore, type ByteRange } from './blob-store.server.ts';

export interface S3Settings {
  bucket: string;
  /** An S3-compatible service's URL; unset for AWS S3 itself. */
  endpoint?: string | undefined;
  region: string;
  /** Both or neither: without them the AWS SDK's own credential chain applies. */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** A folder in the bucket (`site-files/`); '' for the bucket's top. */
  prefix: string;
}

type Sdk = typeof import('@aws-sdk/client-s3');

/** An error's HTTP status from the service (404 for a missing object or bucket), if it got that far. */
const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;

/**
 * Blobs as objects `{prefix}{sha256}` in an S3-compatible bucket. Written with one PutObject (an object appears
 * whole or not at all, so no temporary name is needed) after a HeadObject says it is not there yet; ranges are
 * GetObject's own `Range`. Path-style URLs (`endpoint/bucket/key`) and checksums only where an operation requires
 * them: what MinIO, Ceph, Garage, R2 and the other compatible services all accept (docs/decisions/0032-blob-store.md).
 */
export class S3BlobStore implements BlobStore {
  readonly location: string;
  private readonly settings: S3Settings;
  private readonly prefix: string;
  private client: Promise<{ sdk: Sdk; s3: S3Client }> | undefined;

  constructor(settings: S3Settings) {
    this.settings = settings;
    this.prefix = settings.prefix === '' || settings.prefix.endsWith('/') ? settings.prefix : `${settings.prefix}/`;
    this.location = `s3://${settings.bucket}/${this.prefix}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
  }

  /** The SDK is loaded on first use: a site on `dir` never loads it, and a worker's first page is not slower for it. */
  private connect(): Promise<{ sdk: Sdk; s3: S3Client }> {
    const { endpoint, region, accessKeyId, secretAccessKey } = this.settings;
    this.client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region,
        ...(endpoint ? { endpoint } : {}),
        forcePathStyle: true,
        // The SDK's default adds CRC checksums many compatible services reject or ignore; the bytes are named by
        // their sha256 anyway, and the store verifies a copy by that.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
        // A download holds its connection while it streams: room for a game day's downloads, and a dead endpoint
        // fails a request in seconds instead of hanging it.
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000, httpAgent: { keepAlive: true, maxSockets: 256 } },
      }),
    }));
    return this.client;
  }

  private keyOf(sha256: string): string {
    assertContentHash(sha256);
    return `${this.prefix}${sha256}`;
  }

  async put(bytes: Buffer): Promise<string> {
    const sha256 = sha256Of(bytes);
    if (await this.exists(sha256)) return sha256;
    const { sdk, s3 } = await this.connect();
    await s3.send(
      new sdk.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.keyOf(sha256),
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: 'application/octet-stream',
      }),
    );
    return sha256;
  }

  async exists(sha256: string): Promise<boolean> {
    return (await this.stat(sha256)) !== null;
  }

  async stat(sha256: string): Promise<{ size: number } | null> {
    const { sdk, s3 } = await this.connect();
    try {
      const head = await s3.send(new sdk.HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(sha256) }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  async read(sha256: string, range?: ByteRange): Promise<Readable> {
    const { sdk, s3 } = await this.connect();
    try {
      const object = await s3.send(
        new sdk.GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.keyOf(sha256),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      // On Node the body is the HTTP response itself: streamed through, never buffered.
      if (!(object.Body instanceof Readable)) throw new Error(`${this.location} answered ${sha256} without a body stream`);
      // A service that ignored the range would send other bytes than the 206 promised: refused here, before any byte.
      if (range && !object.ContentRange?.startsWith(`bytes ${range.start}-${range.end}/`)) {
        object.Body.destroy();
        throw new Error(
          `${this.location} answered the range ${range.start}-${range.end} of ${sha256} with ${object.ContentRange ?? 'the whole object'}`,
        );
      }
      return object.Body;
    } catch (error) {
      if (statusOf(error) === 404) throw new BlobNotFoundError(sha256, this.location);
      throw error;
    }
  }

  async delete(sha256: string): Promise<void> {
    const { sdk, s3 } = await this.connect();
    await s3.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(sha256) }));
  }

  /** Start-up's check that the bucket is there and these credentials may use it, with a message that says which failed. */
  async check(): Promise<void> {
    const { sdk, s3 } = await this.connect();
    try {
      await s3.send(new sdk.HeadBucketCommand({ Bucket: this.settings.bucket }));
    } catch (error) {
      const status = statusOf(error);
      const reason =
        status === 404
          ? 'the bucket does not exist'
          : status === 403 || status === 401
            ? 'the credentials were refused (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)'
            : status
              ? `the service answered ${status}`
              : `the service could not be reached (${error instanceof Error ? error.message || error.name : String(error)})`;
      throw new Error(`The file store ${this.location} cannot be used: ${reason}`, { cause: error });
    }
  }

  /** Closes the client's kept-alive connections (a test's or a script's end). */
  async close(): Promise<void> {
    if (this.client) (await this.client).s3.destroy();
    this.client = undefined;
  }
}
