import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seededStore, TEST_ORIGIN } from '#tests/support/seeded-store.ts';
import { sniffImageType } from '../../files/sniff-image.server.ts';

const STAFF_TOKEN = 'admin-images-staff-token-0123';
const seeded = seededStore('admin-images', { staffToken: STAFF_TOKEN });
const { call, request, api, school } = seeded;
const pixel = sharp({ create: { width: 4, height: 3, channels: 3, background: '#0a3161' } });

function upload(
  body: BodyInit,
  query: Record<string, string>,
  headers: Record<string, string> = { authorization: `Bearer ${STAFF_TOKEN}` },
) {
  return request(`/admin/images?${new URLSearchParams(query)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
}

type Listed = { images: { src: string; alt: string; type: string }[]; imageHosts: string[] };

describe('image uploads and the image list (rich-text fields)', { timeout: 60_000 }, () => {
  it('knows JPEG, PNG, WebP and AVIF by their bytes, whatever the name says', async () => {
    expect(sniffImageType(await pixel.clone().jpeg().toBuffer())).toBe('image/jpeg');
    expect(sniffImageType(await pixel.clone().png().toBuffer())).toBe('image/png');
    expect(sniffImageType(await pixel.clone().webp().toBuffer())).toBe('image/webp');
    expect(sniffImageType(await pixel.clone().avif().toBuffer())).toBe('image/avif');
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImageType(Buffer.from('\x00\x00\x00\x18ftypmp42\x00\x00\x00\x00mp42isom'))).toBeNull();
  });

  it('stores an image under a path of its content, with its alt text, audited, and lists it', async () => {
    const bytes = await pixel.clone().webp().toBuffer();
    // The name says PNG; the bytes are WebP: the bytes win.
    const response = await upload(bytes, { name: 'Team Photo.png', alt: 'The team at media day' });
    expect(response.status).toBe(201);
    const image = (await response.json()) as { src: string; alt: string; type: string };
    expect(image).toMatchObject({ alt: 'The team at media day', type: 'image/webp' });
    expect(image.src).toMatch(/^\/documents\/images\/[0-9a-f]{12}-team-photo\.webp$/);
    expect((await seeded.store.files.find(school.tenant, image.src))?.content_type).toBe('image/webp');

    const served = await request(`/files/content?path=${encodeURIComponent(image.src)}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

    const entries = (await (await call('GET', '/admin/audit')).json()) as { action: string; page: string; actor: string }[];
    expect(entries.find((e) => e.action === 'image.upload')).toMatchObject({ page: image.src, actor: 'api' });

    const listed = (await (await call('GET', '/admin/images?q=media%20team')).json()) as Listed;
    expect(listed.images.map((i) => i.src)).toEqual([image.src]);
    expect(listed.imageHosts).toEqual([]);
    expect(((await (await call('GET', '/admin/images?q=nothing-like-this')).json()) as Listed).images).toEqual([]);
  });

  it('refuses what is not one of the four image types (415), a missing alt text (422) and more than 20 MB (413)', async () => {
    const html = await upload(Buffer.from('<html><script>alert(1)</script></html>'), { name: 'photo.jpg', alt: 'x' });
    expect(html.status).toBe(415);
    expect((await upload(await pixel.clone().gif().toBuffer(), { name: 'a.gif', alt: 'x' })).status).toBe(415);
    expect((await upload(await pixel.clone().png().toBuffer(), { name: 'a.png', alt: '  ' })).status).toBe(422);

    // No Content-Length to trust: the body streams in 1 MB chunks and the count stops it past 20 MB.
    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024);
    chunk.set([0xff, 0xd8, 0xff]);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 40) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const big = await upload(endless as unknown as BodyInit, { name: 'big.jpg', alt: 'big' });
    expect(big.status).toBe(413);
    expect(sent).toBeLessThan(30);
    const declared = await upload(
      Buffer.from([0xff, 0xd8, 0xff]),
      { name: 'a.jpg', alt: 'a' },
      {
        authorization: `Bearer ${STAFF_TOKEN}`,
        'content-length': String(21 * 1024 * 1024),
      },
    );
    expect(declared.status).toBe(413);
  });

  it('is for staff only, and a signed-in browser needs the session CSRF token, as every change through /api/v2', async () => {
    const png = await pixel.clone().png().toBuffer();
    expect((await upload(png, { name: 'a.png', alt: 'a' }, {})).status).toBe(401);
    expect((await call('GET', '/admin/images', undefined, false)).status).toBe(401);

    const auth = await import('../../auth.server.ts');
    const { checkCsrf } = await import('../../accounts/csrf.server.ts');
    const { createUser } = await import('../../accounts/users.server.ts');
    auth.setAccountStore(seeded.store);
    const user = (await createUser(seeded.store, school.tenant, { username: 'riley', password: 'riley long password', role: 'editor' }))!;
    const cookie = (await auth.startSession(user.id)).split(';')[0]!;
    const token = (await auth.csrfTokenOf(new Request(TEST_ORIGIN, { headers: { cookie } })))!;
    // What the /api/v2 mount does with every request: the CSRF check, then the content API.
    const mounted = async (headers: Record<string, string>) => {
      const req = new Request(`${TEST_ORIGIN}/api/v2/admin/images?name=a.png&alt=a`, {
        method: 'POST',
        headers: { tenant: school.tenant, cookie, 'content-type': 'application/octet-stream', ...headers },
        body: png,
      });
      return (await checkCsrf(req)) ?? (await api(req));
    };
    expect((await mounted({})).status).toBe(403);
    expect((await mounted({ 'x-csrf-token': 'forged-token-forged-token-forged0' })).status).toBe(403);
    expect((await mounted({ 'x-csrf-token': token })).status).toBe(201);
    auth.setAccountStore(null);
  });
});
