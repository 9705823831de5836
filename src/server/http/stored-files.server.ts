import { INLINE_TYPES } from '../api/routes/files.server.ts';

const SVG_TYPE = /^image\/svg\+xml\s*(;|$)/i;

/**
 * An SVG opened by itself runs in a sandbox (a unique origin, no scripts, no forms), and may only draw: what a
 * stored SVG's own <script> or link would need is not granted.
 */
export const SVG_FILE_CSP = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'";

/**
 * The answer to a stored file (spec 2.1 documents and sport files), whoever stored it: the content API here, an
 * external one (CONTENT_API_URL) or an import. Only the inline types keep their own type. Anything else — a
 * script, HTML, XML — is a download of `application/octet-stream`, which a browser never runs as a script or
 * renders as a page (X-Content-Type-Options: nosniff). An SVG stays an image, sandboxed by its own CSP.
 * Docs: docs/decisions/0008-stored-file-types.md.
 */
export function storedFileResponse(response: Response): Response {
  if (response.status !== 200 && response.status !== 206 && response.status !== 304) return response; // the API's JSON errors
  const type = response.headers.get('content-type') ?? '';
  if (INLINE_TYPES.test(type)) return response;
  const headers = new Headers(response.headers);
  if (SVG_TYPE.test(type)) {
    headers.set('content-type', 'image/svg+xml');
    headers.set('content-security-policy', SVG_FILE_CSP);
  } else {
    headers.set('content-type', 'application/octet-stream');
  }
  headers.set('x-content-type-options', 'nosniff');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Whether an /api/v2 request target reads a stored file's bytes. */
export const isFileContentPath = (path: string) => /^\/api\/v2\/files\/content\/?$/i.test(path.split('?')[0] ?? '');
