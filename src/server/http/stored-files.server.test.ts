import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerBuild } from 'react-router';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTemplates } from '#src/pages/page-info.ts';
import { s3Server } from '#tests/support/s3-server.ts';
import { seededStore } from '#tests/support/seeded-store.ts';
import { createApp } from '../app.ts';
import { env } from '../env.server.ts';
import { attachBlobStore, putFile } from '../files/file-store.server.ts';
import { S3BlobStore } from '../files/s3-blob-store.server.ts';
import { createTenantIfMissing } from '../store/new-tenant.server.ts';

// The site's own addresses of stored files (/documents/…) and the image service, on a store whose bytes are in an
// S3-compatible bucket (a real server over HTTP): a visitor cannot tell where the bytes are.
const server = s3Server();
let bucket: S3BlobStore;
const ctx = seededStore('stored-files-s3', {
  seed: async (store, school) => {
    bucket = new S3BlobStore(server.settings);
    attachBlobStore(store, bucket);
    await createTenantIfMissing(store, school.tenant, defaultTemplates());
  },
});

/** A build with no page: every request here is answered by the site's routes before any page would be. */
const noPages = {
  entry: { module: { default: () => new Response('no pages here', { status: 404 }) } },
  routes: { root: { id: 'root', path: '', parentId: undefined, module: { default: () => null } } },
  assets: { version: 'test-build', url: '/manifest.js', entry: { module: '/entry.js', imports: [] }, routes: {} },
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
} as unknown as ServerBuild;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const PHOTO = '/documents/images/0123456789ab-media-day.png';
let photo: Buffer;
let site: Server;
let origin = '';
const accountsDir = mkdtempSync(join(tmpdir(), 'stored-files-s3-accounts-'));

beforeAll(async () => {
  photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#7a0019' } })
    .png()
    .toBuffer();
  await putFile(ctx.store, ctx.school.tenant, { path: PHOTO, title: 'Media day', contentType: 'image/png' }, photo);
  const app = createApp(
    { ...env(), NODE_ENV: 'production', TENANT: ctx.school.tenant, DATA_DIR: accountsDir },
    {
      build: noPages,
      buildId: 'test-build',
      store: ctx.store,
      accountStore: ctx.store,
      widgetAssets: () => ({ js: [], css: [], modules: {} }),
      demo: false,
    },
  );
  site = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => site.once('listening', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  await bucket.close();
  rmSync(accountsDir, { recursive: true, force: true });
});

describe('stored files on the site with FILE_STORE=s3', { timeout: 60_000 }, () => {
  it('downloads from the bucket at the file’s own address: same bytes, a range 206, a 304 on its ETag', async () => {
    const whole = await fetch(`${origin}${PHOTO}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/png');
    expect(sha256(Buffer.from(await whole.arrayBuffer()))).toBe(sha256(photo));
    const etag = whole.headers.get('etag') ?? '';
    expect(etag).toBe(`"${sha256(photo)}"`);

    const part = await fetch(`${origin}${PHOTO}`, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${photo.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(photo.subarray(100, 200));

    const again = await fetch(`${origin}${PHOTO}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('the image service resizes the original it reads from the bucket', async () => {
    const response = await fetch(`${origin}/images/resize?${new URLSearchParams({ url: PHOTO, width: '400', type: 'webp' })}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });
  });
});
