import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultTemplates } from '#src/pages/page-info.ts';
import { s3Server } from '#tests/support/s3-server.ts';
import { expectConsoleErrors } from '#tests/support/console.ts';
import { seededStore } from '#tests/support/seeded-store.ts';
import { putFile, attachBlobStore } from '../../files/file-store.server.ts';
import { S3BlobStore } from '../../files/s3-blob-store.server.ts';
import { createTenantIfMissing } from '../../store/new-tenant.server.ts';

// The files route with its bytes in an S3-compatible bucket (a real server over HTTP): what a download answers
// does not depend on where the bytes are. The same file is stored on a dir-backed store beside it, and both
// answers are compared header by header.
const STAFF_TOKEN = 'files-s3-test-staff-token-0123';
const server = s3Server();
const buckets: S3BlobStore[] = [];
afterAll(() => Promise.all(buckets.map((bucket) => bucket.close())));
/** The bucket the S3-backed store writes to, as another machine sees it. */
const bucket = () => buckets[0]!;
const onS3 = seededStore('files-s3', {
  staffToken: STAFF_TOKEN,
  seed: async (store, school) => {
    const bucket = new S3BlobStore(server.settings);
    buckets.push(bucket);
    attachBlobStore(store, bucket);
    await createTenantIfMissing(store, school.tenant, defaultTemplates());
  },
});
const onDir = seededStore('files-dir', {
  staffToken: STAFF_TOKEN,
  seed: (store, school) => createTenantIfMissing(store, school.tenant, defaultTemplates()).then(() => undefined),
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(3_000_000)]);
const FILE = { path: '/documents/football/2026/media-guide.pdf', title: 'Media guide', contentType: 'application/pdf' };
const STORED_AT = new Date('2026-11-20T12:00:00Z');

async function putBoth() {
  for (const ctx of [onS3, onDir]) await putFile(ctx.store, ctx.school.tenant, FILE, PDF, STORED_AT);
}
const content = (ctx: typeof onS3, headers: Record<string, string> = {}, method = 'GET') =>
  ctx.request(`/files/content?${new URLSearchParams({ path: FILE.path })}`, { method, headers });
const headersOf = (response: Response) => [...response.headers.entries()];

describe('GET /api/v2/files/content with FILE_STORE=s3', { timeout: 60_000 }, () => {
  it('streams a stored file back from the bucket with the same sha256, and keeps nothing on the local disk', async () => {
    await putBoth();
    const response = await content(onS3);
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(sha256(bytes)).toBe(sha256(PDF));
    expect(response.headers.get('etag')).toBe(`"${sha256(PDF)}"`);
    expect(response.headers.get('content-length')).toBe(String(PDF.length));
    expect(await bucket().exists(sha256(PDF))).toBe(true);
    expect(existsSync(join(onS3.dir, 'files'))).toBe(false);
  });

  it('answers a range with 206 and exactly those bytes, and a range past the end with 416', async () => {
    const part = await content(onS3, { range: 'bytes=1048576-2097151' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1048576-2097151/${PDF.length}`);
    expect(part.headers.get('content-length')).toBe('1048576');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(PDF.subarray(1048576, 2097152));
    const tail = await content(onS3, { range: 'bytes=-100' });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(PDF.subarray(PDF.length - 100));
    const past = await content(onS3, { range: `bytes=${PDF.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${PDF.length}`);
  });

  it('answers If-None-Match and If-Modified-Since with 304, and a stale If-Range with the whole file', async () => {
    const etag = `"${sha256(PDF)}"`;
    expect((await content(onS3, { 'if-none-match': etag })).status).toBe(304);
    expect((await content(onS3, { 'if-none-match': `"other", ${etag}` })).status).toBe(304);
    expect((await content(onS3, { 'if-modified-since': STORED_AT.toUTCString() })).status).toBe(304);
    const stale = await content(onS3, { range: 'bytes=0-9', 'if-range': '"stale"' });
    expect(stale.status).toBe(200);
    expect(Buffer.from(await stale.arrayBuffer())).toEqual(PDF);
  });

  it('sends the very headers the dir store sends: 200, 206, 304, 416 and HEAD', async () => {
    const cases: [Record<string, string>, string][] = [
      [{}, 'GET'],
      [{ range: 'bytes=10-19' }, 'GET'],
      [{ 'if-none-match': `"${sha256(PDF)}"` }, 'GET'],
      [{ range: `bytes=${PDF.length + 5}-` }, 'GET'],
      [{}, 'HEAD'],
    ];
    for (const [headers, method] of cases) {
      const [s3, dir] = [await content(onS3, headers, method), await content(onDir, headers, method)];
      expect(s3.status, JSON.stringify(headers)).toBe(dir.status);
      expect(headersOf(s3), JSON.stringify(headers)).toEqual(headersOf(dir));
      expect(Buffer.from(await s3.arrayBuffer())).toEqual(Buffer.from(await dir.arrayBuffer()));
    }
  });

  it('a file whose bytes are gone from the bucket answers 500 before any byte, and the log names the bucket', async () => {
    const errors = expectConsoleErrors();
    const lost = Buffer.from('bytes that will be lost');
    await putFile(onS3.store, onS3.school.tenant, { ...FILE, path: '/documents/lost.txt', contentType: 'text/plain' }, lost);
    await bucket().delete(sha256(lost));
    const response = await onS3.request(`/files/content?${new URLSearchParams({ path: '/documents/lost.txt' })}`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: { status: 500, message: 'Internal error' } });
    expect(errors.join('\n')).toContain(`No blob ${sha256(lost)} in s3://site-files/test/`);
  });

  it('an image uploaded by staff lands in the bucket and downloads byte for byte', async () => {
    const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#13315c' } })
      .png()
      .toBuffer();
    const upload = await onS3.request(`/admin/images?${new URLSearchParams({ name: 'crowd.png', alt: 'The student section' })}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${STAFF_TOKEN}`, 'content-type': 'application/octet-stream' },
      body: png,
    });
    expect(upload.status).toBe(201);
    const { src } = (await upload.json()) as { src: string };
    expect(await bucket().exists(sha256(png))).toBe(true);
    const served = await onS3.request(`/files/content?${new URLSearchParams({ path: src })}`);
    expect(sha256(Buffer.from(await served.arrayBuffer()))).toBe(sha256(png));
  });
});
