// A real S3-compatible HTTP server for the tests of one file (tests/support/s3-server-process.ts), stopped and
// deleted after them.
import { afterAll, beforeAll } from 'vitest';
import type { S3Settings } from '#src/server/files/s3-blob-store.server.ts';
import { startS3Server, type TestS3Server } from './s3-server-process.ts';

export { S3RVER_CREDENTIALS, startS3Server } from './s3-server-process.ts';

/** A server for the whole test file: `settings` once beforeAll has run. */
export function s3Server(bucket?: string): { readonly settings: S3Settings } {
  let server: TestS3Server | undefined;
  beforeAll(async () => {
    server = await startS3Server(bucket);
  });
  afterAll(() => server?.close());
  return {
    get settings(): S3Settings {
      if (!server) throw new Error('The S3 server starts in beforeAll');
      return server.settings;
    },
  };
}
