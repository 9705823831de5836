import { createHash } from 'node:crypto';
import { putFile } from '../../files/file-store.server.ts';
import { sniffImageType, UPLOAD_IMAGE_TYPES } from '../../files/sniff-image.server.ts';
import { imageHosts } from '../../sanitize.server.ts';
import { HttpError, json } from '../http.server.ts';
import type { ApiRequest, ApiRoute } from '../types.server.ts';
import { staffOnly } from './admin-request.server.ts';

/** The largest image the editor uploads (spec: JPEG, PNG, WebP, AVIF up to 20 MB). */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
const MAX_ALT = 300;
/** Where uploaded images live in the file store: public documents, served by /documents/… like any other. */
export const IMAGE_FOLDER = '/documents/images';

/**
 * The request body, counted while it streams: past the limit the stream is cancelled and the answer is 413, so a
 * huge upload costs at most the limit in memory, whatever its Content-Length says (or leaves out).
 */
async function readLimited(request: Request, limit: number): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) throw new HttpError(413, `An image may be at most ${limit / 1024 / 1024} MB`);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new HttpError(413, `An image may be at most ${limit / 1024 / 1024} MB`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** A name for the path: the upload's own name in lower-case words, never anything a path could misread. */
function slugOf(name: string): string {
  const stem = name.replace(/\.[^.]*$/, '');
  return (
    stem
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'image'
  );
}

/**
 * POST /api/v2/admin/images?name=&alt= with the image's bytes as the body: staff only (and, as every change through
 * /api/v2 from a signed-in browser, with the session's CSRF token), typed by its bytes, at most 20 MB, stored in the
 * file store under a path named by its content and audited. 201 with the stored image.
 */
async function uploadImage(req: ApiRequest, actor: string): Promise<Response> {
  const alt = (req.url.searchParams.get('alt') ?? '').trim();
  if (alt === '') throw new HttpError(422, 'Describe the image: alternative text is required');
  if (alt.length > MAX_ALT) throw new HttpError(422, `Alternative text may be at most ${MAX_ALT} characters`);
  const bytes = await readLimited(req.request, MAX_IMAGE_BYTES);
  const type = sniffImageType(bytes.subarray(0, 256));
  if (!type) throw new HttpError(415, 'Only JPEG, PNG, WebP or AVIF images can be uploaded');
  const hash = createHash('sha256').update(bytes).digest('hex');
  const path = `${IMAGE_FOLDER}/${hash.slice(0, 12)}-${slugOf(req.url.searchParams.get('name') ?? '')}.${UPLOAD_IMAGE_TYPES[type]}`;
  const stored = await putFile(req.store, req.tenant, { path, title: alt, contentType: type }, bytes);
  await req.store.auditLog.record({
    tenant: req.tenant,
    actor,
    action: 'image.upload',
    page: path,
    sportId: null,
    version: null,
    detail: `${type}, ${bytes.length} bytes: ${alt}`,
  });
  return json(imageOf(stored), { status: 201 });
}

function imageOf(file: { path: string; title: string; content_type: string; size: number; updated_at: string }) {
  return { src: file.path, alt: file.title, type: file.content_type, size: file.size, updatedAt: file.updated_at };
}

/**
 * GET /api/v2/admin/images?q=: the stored raster images (newest first, at most 60), searched by alt text and path,
 * and the hosts besides this site that images may come from (IMAGE_HOSTS), for the editor's own check.
 */
async function listImages({ store, tenant, url }: ApiRequest): Promise<Response> {
  const words = (url.searchParams.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const images = (await store.files.all(tenant))
    .filter((file) => file.access === 'public' && file.published && Object.hasOwn(UPLOAD_IMAGE_TYPES, file.content_type))
    .filter((file) => words.every((word) => `${file.title} ${file.path}`.toLowerCase().includes(word)))
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
    .slice(0, 60)
    .map(imageOf);
  return json({ images, imageHosts: imageHosts() });
}

export const adminImageRoutes: ApiRoute[] = [
  ['POST', /^\/admin\/images$/, staffOnly((req, user) => uploadImage(req, user.username))],
  ['GET', /^\/admin\/images$/, staffOnly((req) => listImages(req))],
];
