import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env.server.ts';
import { DirBlobStore } from './blob-store.server.ts';
import { configuredBlobStore } from './file-store.server.ts';
import { S3BlobStore } from './s3-blob-store.server.ts';

const refusal = (environment: Record<string, string>) => {
  try {
    parseEnv(environment);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('the file store settings (FILE_STORE, S3_*), checked at start-up', () => {
  it('keeps files in DATA_DIR/files when nothing is set, as before there was a choice', () => {
    const config = parseEnv({ DATA_DIR: '/srv/site' });
    expect(config.FILE_STORE).toBe('dir');
    const blobs = configuredBlobStore(config, '/srv/site');
    expect(blobs).toBeInstanceOf(DirBlobStore);
    expect(blobs.location).toBe(join('/srv/site', 'files'));
  });

  it('puts files in a bucket with FILE_STORE=s3', () => {
    const config = parseEnv({
      FILE_STORE: 's3',
      S3_BUCKET: 'school-files',
      S3_ENDPOINT: 'https://objects.example.edu',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PREFIX: 'athletics/',
    });
    const blobs = configuredBlobStore(config, '/srv/site');
    expect(blobs).toBeInstanceOf(S3BlobStore);
    expect(blobs.location).toBe('s3://school-files/athletics/ at https://objects.example.edu');
    // One client per bucket and process, whichever store asks.
    expect(configuredBlobStore(config, '/elsewhere')).toBe(blobs);
  });

  it('refuses settings that cannot work, each with a message naming the variable', () => {
    expect(refusal({ FILE_STORE: 's3' })).toBe('Invalid environment:\n  S3_BUCKET: required when FILE_STORE=s3');
    expect(refusal({ S3_BUCKET: 'school-files' })).toMatch(/FILE_STORE: S3_BUCKET is set, so set FILE_STORE=s3 too/);
    expect(refusal({ FILE_STORE: 's3', S3_BUCKET: 'school-files', S3_ACCESS_KEY_ID: 'key' })).toMatch(
      /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all/,
    );
    expect(refusal({ FILE_STORE: 'nfs' })).toMatch(/FILE_STORE/);
    expect(refusal({ FILE_STORE: 's3', S3_BUCKET: 'School Files' })).toMatch(/S3_BUCKET: S3_BUCKET is a bucket name/);
    expect(refusal({ FILE_STORE: 's3', S3_BUCKET: 'files', S3_ENDPOINT: 'ftp://objects' })).toMatch(
      /S3_ENDPOINT: S3_ENDPOINT is an http\(s\) URL/,
    );
    expect(refusal({ FILE_STORE: 's3', S3_BUCKET: 'files', S3_PREFIX: '../other-site/' })).toMatch(/S3_PREFIX: S3_PREFIX is a folder/);
    expect(refusal({ FILE_STORE: 's3', S3_BUCKET: 'files', S3_PREFIX: '/files' })).toMatch(/S3_PREFIX/);
  });
});
