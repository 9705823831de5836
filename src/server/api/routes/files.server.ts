import { Readable } from 'node:stream';
import { fileKeyOf, type StoredFile } from '#schemas/entities/file.ts';
import { blobStoreOf } from '../../files/file-store.server.ts';
import { parseRange } from '../../files/range.server.ts';
import { checkSignedToken, createSignedToken } from '../../signing.server.ts';
import { apiError, json } from '../http.server.ts';
import type { ApiRequest, ApiRoute } from '../types.server.ts';

/** A share link for a protected file lasts this long (README: Files). */
export const FILE_SHARE_HOURS = 72;
const SHARE_PURPOSE = 'file-share';

export type FileVerdict = { file: StoredFile } | { status: 404 | 403 };

/**
 * Who may read a file (spec 2.1, 6): unpublished and hidden files exist only for staff; protected ones open
 * for staff or with a signed share link of that very file; public ones for everyone.
 */
export function fileVerdict(file: StoredFile | undefined, viewer: { staff: boolean; tenant: string; token: string | null }): FileVerdict {
  if (!file) return { status: 404 };
  if (viewer.staff) return { file };
  if (!file.published || file.access === 'hidden') return { status: 404 };
  if (file.access === 'protected' && !checkSignedToken(SHARE_PURPOSE, `${viewer.tenant}:${file.path}`, viewer.token))
    return { status: 403 };
  return { file };
}

/**
 * Types a browser shows without running anything of ours: these open inline (a PDF in the browser's viewer);
 * anything else (HTML, SVG, scripts) is a download, so a stored file can never act as a page of this site.
 */
export const INLINE_TYPES = /^(application\/pdf|image\/(png|jpeg|gif|webp|avif)|audio\/[\w.+-]+|video\/[\w.+-]+|text\/plain)(;|$)/;

/** `inline|attachment; filename="…"; filename*=UTF-8''…`: the name survives any script. */
function disposition(file: StoredFile): string {
  const name = file.path.split('/').at(-1) ?? 'file';
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${INLINE_TYPES.test(file.content_type) ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** GET /api/v2/files/content?path=…&token=…: the bytes, with validators and ranges (200, 206, 304, 416). */
async function fileContent({ store, tenant, url, staff, request }: ApiRequest): Promise<Response> {
  const key = fileKeyOf(url.searchParams.get('path') ?? '');
  const verdict = fileVerdict(key ? await store.files.find(tenant, key) : undefined, {
    staff,
    tenant,
    token: url.searchParams.get('token'),
  });
  if ('status' in verdict)
    return apiError(verdict.status, verdict.status === 404 ? 'No such file' : 'This file needs a share link or a staff sign-in');
  const { file } = verdict;
  const etag = `"${file.sha256}"`;
  const lastModified = new Date(file.updated_at).toUTCString();
  const headers = new Headers({
    'content-type': file.content_type,
    'content-disposition': disposition(file),
    'accept-ranges': 'bytes',
    etag,
    'last-modified': lastModified,
    // Public files may sit in shared caches; anything access-controlled stays private to its reader.
    // no-transform: a byte range must stay a range of these bytes (no compression on the way).
    'cache-control': file.access === 'public' && file.published ? 'public, max-age=3600, no-transform' : 'private, no-store, no-transform',
  });
  const ifNoneMatch = request.headers.get('if-none-match');
  const ifModifiedSince = request.headers.get('if-modified-since');
  if (
    ifNoneMatch
      ? ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')
      : ifModifiedSince !== null && Date.parse(ifModifiedSince) >= Date.parse(lastModified) - 999
  ) {
    return new Response(null, { status: 304, headers });
  }
  // If-Range: a range only of the version the client already has.
  const ifRange = request.headers.get('if-range');
  const range = parseRange(ifRange && ifRange !== etag ? null : request.headers.get('range'), file.size);
  if (range === 'unsatisfiable') {
    headers.set('content-range', `bytes */${file.size}`);
    return new Response(null, { status: 416, headers });
  }
  const { start, end } = range === 'whole' ? { start: 0, end: file.size - 1 } : range;
  headers.set('content-length', String(Math.max(0, end - start + 1)));
  if (range !== 'whole') headers.set('content-range', `bytes ${start}-${end}/${file.size}`);
  // The blob store streams just the range (a file's bytes or a bucket's GetObject with its Range), whichever it is.
  const body =
    request.method === 'HEAD' || file.size === 0
      ? null
      : (Readable.toWeb(await blobStoreOf(store).read(file.sha256, { start, end })) as ReadableStream<Uint8Array>);
  return new Response(body, { status: range === 'whole' ? 200 : 206, headers });
}

/** POST /api/v2/files/share?path=…: staff get a signed link to a protected file (72 hours). */
async function shareFile({ store, tenant, url, staff }: ApiRequest): Promise<Response> {
  if (!staff) return apiError(401, 'Staff credential required');
  const key = fileKeyOf(url.searchParams.get('path') ?? '');
  const file = key ? await store.files.find(tenant, key) : undefined;
  if (!file) return apiError(404, 'No such file');
  const token = createSignedToken(SHARE_PURPOSE, `${tenant}:${file.path}`, FILE_SHARE_HOURS * 3600_000);
  const prefix = file.access === 'protected' ? '/protected' : file.access === 'hidden' ? '/hidden' : '';
  return json({
    url: `${prefix}${file.path.split('/').map(encodeURIComponent).join('/')}?token=${token}`,
    expiresInHours: FILE_SHARE_HOURS,
  });
}

export const fileRoutes: ApiRoute[] = [
  ['GET', /^\/files\/content$/, fileContent],
  ['HEAD', /^\/files\/content$/, fileContent],
  ['POST', /^\/files\/share$/, shareFile],
];
