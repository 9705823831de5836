import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorRateAlert, ImageError, ImageService, THUMBNAIL_ALERT, parseImageRequest } from './image-service.server.ts';

let dir = '';
let service: ImageService;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'images-'));
  const staticDir = join(dir, 'static');
  const { mkdirSync } = await import('node:fs');
  mkdirSync(join(staticDir, 'images'), { recursive: true });
  writeFileSync(
    join(staticDir, 'images', 'big.jpg'),
    await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#13315c' } })
      .jpeg()
      .toBuffer(),
  );
  writeFileSync(join(staticDir, 'images', 'not-an-image.jpg'), 'hello');
  writeFileSync(
    join(staticDir, 'images', 'bomb.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="10000" height="10000"><rect width="10000" height="10000"/></svg>',
  );
  service = new ImageService(join(dir, 'cache'), { staticDir, allowedHosts: [] });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const get = (op: string, query: Record<string, string>) => service.get(parseImageRequest(op, query));
const status = async (op: string, query: Record<string, string>) => {
  try {
    await get(op, query);
    return 200;
  } catch (error) {
    if (error instanceof ImageError) return error.status;
    throw error;
  }
};

describe('image service (spec 5)', () => {
  it('resizes a 4000 px JPEG to 800 px webp (the default type), keeping the aspect; the second call is the cached file', async () => {
    const first = await get('resize', { url: '/images/big.jpg', width: '800' });
    expect(first.contentType).toBe('image/webp');
    expect(await sharp(first.body).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
    const again = await get('resize', { url: '/images/big.jpg', width: '800' });
    expect(again.etag).toBe(first.etag);
  });

  it('crops to the exact size with gravity; converts drawn fixture images (SVG) to png, jpeg and avif', async () => {
    const crop = await get('crop', { url: '/images/big.jpg', width: '300', height: '300', gravity: 'north', type: 'jpeg' });
    expect(await sharp(crop.body).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 300 });
    for (const type of ['png', 'jpeg', 'avif'] as const) {
      const converted = await get('convert', { url: '/images/players/1001.svg', type });
      expect((await sharp(converted.body).metadata()).format).toBe(type === 'avif' ? 'heif' : type);
    }
  });

  it('refuses other hosts, private addresses, traversal, non-images, bombs and bad sizes with clear errors', async () => {
    expect(await status('resize', { url: 'https://evil.example/x.jpg', width: '10' })).toBe(403);
    expect(await status('resize', { url: 'http://127.0.0.1:8080/x.jpg', width: '10' })).toBe(403);
    expect(await status('resize', { url: '//evil.example/x.jpg', width: '10' })).toBe(403);
    expect(await status('resize', { url: '/images/../../../etc/passwd', width: '10' })).toBe(404);
    expect(await status('resize', { url: '/%2e%2e/%2e%2e/etc/passwd', width: '10' })).toBe(404);
    expect(await status('convert', { url: '/images/not-an-image.jpg' })).toBe(415);
    expect(await status('resize', { url: '/images/bomb.svg', width: '100' })).toBe(413);
    expect(await status('resize', { url: '/images/big.jpg', width: '40000' })).toBe(400);
    expect(await status('resize', { url: '/images/big.jpg' })).toBe(400);
    expect(await status('resize', { url: '/images/big.jpg', width: '10', type: 'gif' })).toBe(400);
    expect(await status('rotate', { url: '/images/big.jpg' })).toBe(404);
  });

  it("resizes a stored file's original (an uploaded image, read through the files route), never one a visitor may not read", async () => {
    const original = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#0a3161' } })
      .png()
      .toBuffer();
    const asked: string[] = [];
    const stored = new ImageService(join(dir, 'stored-cache'), {
      staticDir: join(dir, 'static'),
      allowedHosts: [],
      async storedFile(path) {
        asked.push(path);
        if (path === '/documents/images/team%20photo.png') return new Response(new Uint8Array(original), { status: 200 });
        if (path === '/documents/images/huge.png')
          return new Response(new Uint8Array(16), { headers: { 'content-length': String(21 * 1024 * 1024) } });
        if (path === '/documents/images/broken.png') throw new Error('connection refused');
        return new Response(null, { status: path.includes('private') ? 403 : 404 });
      },
    });
    const status = async (url: string) =>
      stored.get(parseImageRequest('resize', { url, width: '300' })).then(
        () => 200,
        (error: unknown) => (error instanceof ImageError ? error.status : 500),
      );
    const resized = await stored.get(parseImageRequest('resize', { url: '/documents/images/team%20photo.png', width: '300' }));
    expect(await sharp(resized.body).metadata()).toMatchObject({ format: 'webp', width: 300, height: 225 });
    expect(await status('/documents/images/private.png')).toBe(404);
    expect(await status('/documents/images/gone.png')).toBe(404);
    expect(await status('/documents/images/huge.png')).toBe(413);
    expect(await status('/documents/images/broken.png')).toBe(502);
    // Site images that are not stored files are the built static files, as before.
    expect(await status('/images/big.jpg')).toBe(200);
    expect(asked).not.toContain('/images/big.jpg');
  });

  it('spec 8: 200 thumbnail errors within 5 minutes raise one alert, then 10 minutes of quiet', () => {
    const logged: string[] = [];
    const alert = new ErrorRateAlert((m) => logged.push(m));
    const t0 = 1_000_000;
    for (let i = 0; i < THUMBNAIL_ALERT.errors - 1; i++) expect(alert.record('/images/x.jpg', t0 + i)).toBe(false);
    expect(alert.record('/images/x.jpg', t0 + 500)).toBe(true);
    for (let i = 0; i < 300; i++) alert.record('/images/x.jpg', t0 + 1000 + i);
    expect(logged).toHaveLength(1);
    for (let i = 0; i < THUMBNAIL_ALERT.errors; i++) alert.record('/images/x.jpg', t0 + THUMBNAIL_ALERT.cooldownMs + 1000 + i);
    expect(logged).toHaveLength(2);
  });
});
