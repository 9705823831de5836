import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { fileKeyOf } from '#schemas/entities/file.ts';
import { drawDemoArt } from '../demo-art/draw.server.ts';
import { DRAWN_PATH } from '../demo-art/subjects.server.ts';

/**
 * spec 5 image service: `/images/{convert|crop|resize}?url=&width=&height=&gravity=&type=`.
 * Sources are this site's own images (the drawn fixture images and the built static images), or hosts the
 * deployment allows (IMAGE_HOSTS): never any other host, so no private address is ever fetched. Results are
 * cached on disk by their parameters, with an ETag.
 */
export const IMAGE_OPS = ['convert', 'crop', 'resize'] as const;
export const IMAGE_TYPES = ['webp', 'jpeg', 'png', 'avif'] as const;
const GRAVITIES = [
  'center',
  'north',
  'northeast',
  'east',
  'southeast',
  'south',
  'southwest',
  'west',
  'northwest',
  'entropy',
  'attention',
] as const;
const MAX_SIDE = 4000;
const MAX_SOURCE_BYTES = 20 * 1024 * 1024;
/** Decompression bombs: a source may not decode to more pixels than this (about 50 megapixels). */
const MAX_INPUT_PIXELS = 50_000_000;
const REMOTE_TIMEOUT_MS = 5000;
const CONTENT_TYPES: Record<(typeof IMAGE_TYPES)[number], string> = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
};

export interface ImageRequest {
  op: (typeof IMAGE_OPS)[number];
  url: string;
  width: number | null;
  height: number | null;
  gravity: (typeof GRAVITIES)[number];
  type: (typeof IMAGE_TYPES)[number];
}

export class ImageError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

function side(value: unknown, name: string): number | null {
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || !/^\d{1,5}$/.test(value) || Number(value) < 1 || Number(value) > MAX_SIDE)
    throw new ImageError(400, `${name} must be a whole number from 1 to ${MAX_SIDE}`);
  return Number(value);
}

/** The query as a request, or a clear 400. */
export function parseImageRequest(op: string, query: Record<string, unknown>): ImageRequest {
  if (!(IMAGE_OPS as readonly string[]).includes(op))
    throw new ImageError(404, `Unknown image operation "${op}" (convert, crop or resize)`);
  const url = typeof query.url === 'string' ? query.url : '';
  if (!url || url.length > 2000) throw new ImageError(400, 'url is required');
  const type = (query.type ?? 'webp') as string;
  if (!(IMAGE_TYPES as readonly string[]).includes(type)) throw new ImageError(400, 'type must be jpeg, png, webp or avif');
  const gravity = (query.gravity ?? 'center') as string;
  if (!(GRAVITIES as readonly string[]).includes(gravity)) throw new ImageError(400, `gravity must be one of ${GRAVITIES.join(', ')}`);
  const request = {
    op: op as ImageRequest['op'],
    url,
    width: side(query.width, 'width'),
    height: side(query.height, 'height'),
    gravity: gravity as ImageRequest['gravity'],
    type: type as ImageRequest['type'],
  };
  if (request.op !== 'convert' && request.width === null && request.height === null)
    throw new ImageError(400, `${op} needs a width or a height`);
  if (request.op === 'crop' && (request.width === null || request.height === null))
    throw new ImageError(400, 'crop needs a width and a height');
  return request;
}

export interface ImageSources {
  /** The built client's static files (public/ in development). */
  staticDir: string;
  /** Hosts whose images may be transformed (https only). */
  allowedHosts: readonly string[];
  /** The drawn picture of /images/{kind}/{name}.svg|webp as SVG, or null (the demo school's art, what it shows). */
  draw?: DrawArt;
  /**
   * The files route's answer to a stored file's site path (/documents/…, a sport's file), as a visitor gets it: the
   * original of an uploaded image, read from the blob store (FILE_STORE) wherever that is. Only public, published
   * files answer 200, so a resize never shows what a download would refuse.
   */
  storedFile?: (path: string) => Promise<Response>;
}

export type DrawArt = (kind: string, name: string) => Promise<string | null>;
/** Without the demo's catalogue a drawn picture shows its sport-less scene, silhouette or monogram, never its name. */
const drawPlain: DrawArt = async (kind, name) => drawDemoArt(kind, name, null);

/** The source bytes: a drawn fixture image, a static file of this site, or an allowed host's image. */
async function sourceOf(url: string, sources: ImageSources): Promise<Buffer> {
  if (url.startsWith('/') && !url.startsWith('//')) {
    const path = new URL(url, 'http://site.internal').pathname;
    const drawn = DRAWN_PATH.exec(path);
    const svg = drawn ? await (sources.draw ?? drawPlain)(drawn[1]!, drawn[2]!) : null;
    if (svg) return Buffer.from(svg);
    if (sources.storedFile && fileKeyOf(path)) {
      const response = await sources.storedFile(path).catch(() => null);
      if (response?.status === 404 || response?.status === 403) {
        await response.body?.cancel();
        throw new ImageError(404, `No image at ${path}`);
      }
      return bytesOf(response, `The stored file ${path} could not be read`);
    }
    const file = normalize(join(sources.staticDir, decodeURIComponent(path)));
    if (!file.startsWith(normalize(sources.staticDir) + sep) || !existsSync(file)) throw new ImageError(404, `No image at ${path}`);
    return readFileSync(file);
  }
  let remote: URL;
  try {
    remote = new URL(url.startsWith('//') ? `https:${url}` : url);
  } catch {
    throw new ImageError(400, 'url must be a path on this site or an https URL');
  }
  if (remote.protocol !== 'https:' || !sources.allowedHosts.includes(remote.hostname))
    throw new ImageError(403, `Images from ${remote.hostname || url} are not allowed`);
  const response = await fetch(remote, { signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS), redirect: 'error' }).catch(() => null);
  return bytesOf(response, `The image at ${remote.hostname} could not be fetched`);
}

/** A source's bytes, at most MAX_SOURCE_BYTES of them: a larger one is refused by its length, or cut off while it streams. */
async function bytesOf(response: Response | null, failure: string): Promise<Buffer> {
  if (!response?.ok) {
    await response?.body?.cancel();
    throw new ImageError(502, failure);
  }
  const tooLarge = () => new ImageError(413, 'The source image is too large');
  if (Number(response.headers.get('content-length') ?? 0) > MAX_SOURCE_BYTES) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    if (size > MAX_SOURCE_BYTES) throw tooLarge(); // leaving the loop cancels the stream
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export async function transform(source: Buffer, r: ImageRequest): Promise<Buffer> {
  // Loaded on the first transform, not at start-up: a worker answers its first page sooner (the cold start budget).
  const { default: sharp } = await import('sharp');
  let image = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  if (r.op === 'resize') image = image.resize(r.width ?? undefined, r.height ?? undefined, { fit: 'inside', withoutEnlargement: true });
  if (r.op === 'crop') image = image.resize(r.width!, r.height!, { fit: 'cover', position: r.gravity });
  try {
    return await image.toFormat(r.type, r.type === 'avif' ? { quality: 55 } : { quality: 80 }).toBuffer();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new ImageError(
      /pixel limit/i.test(message) ? 413 : 415,
      /pixel limit/i.test(message) ? 'The source image has too many pixels' : 'The source is not an image',
    );
  }
}

/** Transforms with a disk cache keyed by the request: the first call pays, the next read a file. */
export class ImageService {
  private readonly dir: string;
  private readonly sources: ImageSources;
  constructor(cacheDir: string, sources: ImageSources) {
    this.dir = cacheDir;
    this.sources = sources;
    mkdirSync(cacheDir, { recursive: true });
  }

  async get(r: ImageRequest): Promise<{ body: Buffer; etag: string; contentType: string }> {
    const key = createHash('sha256').update(JSON.stringify(r)).digest('hex');
    const file = join(this.dir, `${key}.${r.type}`);
    const etag = `"img-${key.slice(0, 32)}"`;
    const contentType = CONTENT_TYPES[r.type];
    if (existsSync(file)) return { body: readFileSync(file), etag, contentType };
    const body = await transform(await sourceOf(r.url, this.sources), r);
    // Written whole, then renamed: a reader in another worker never sees half a file.
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, body);
    renameSync(partial, file);
    return { body, etag, contentType };
  }
}

/** spec 8: 200 thumbnail errors within 5 minutes for a key log a high-error-rate alert, then 10 minutes of quiet. */
export const THUMBNAIL_ALERT = { errors: 200, windowMs: 5 * 60_000, cooldownMs: 10 * 60_000 } as const;

export class ErrorRateAlert {
  private readonly hits = new Map<string, number[]>();
  private readonly quietUntil = new Map<string, number>();
  private readonly log: (message: string) => void;
  constructor(log: (message: string) => void = (m) => console.error(m)) {
    this.log = log;
  }

  /** Counts an error of `key`; true when this one raised the alert. */
  record(key: string, now = Date.now()): boolean {
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < THUMBNAIL_ALERT.windowMs);
    recent.push(now);
    this.hits.set(key, recent);
    if (recent.length < THUMBNAIL_ALERT.errors || (this.quietUntil.get(key) ?? 0) > now) return false;
    this.log(`High error rate: ${recent.length} thumbnail errors for ${key} in 5 minutes`);
    this.quietUntil.set(key, now + THUMBNAIL_ALERT.cooldownMs);
    this.hits.set(key, []);
    return true;
  }
}
