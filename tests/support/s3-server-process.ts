// A real S3-compatible HTTP server for tests (s3rver: objects on a temp directory's disk, SigV4 signatures checked,
// ranges answered), on a loopback port of its own: a test file's (s3-server.ts), or the several-machines e2e's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '#src/server/files/s3-blob-store.server.ts';

/** The only credentials s3rver accepts: any other key is refused with 403, as a real service would. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface TestS3Server {
  /** Settings for a blob store in the server's one bucket. */
  settings: S3Settings;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'site-files'): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 's3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    settings: { bucket, endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', prefix: 'test/', ...S3RVER_CREDENTIALS },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
