import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import express, { type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { NON_DOCUMENT_CSP } from '../security.server.ts';

/** A hashed build file's headers: what a script, stylesheet or font response needs, and nothing a page needs. */
function assetHeaders(res: ServerResponse): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  // Nothing in /assets is a document; should one be opened as a page, it may load nothing and run nothing.
  res.setHeader('Content-Security-Policy', NON_DOCUMENT_CSP);
}

/**
 * The client build's hashed files (`/assets`): immutable, sent as the build's Brotli copy to browsers that accept
 * it (scripts/build/precompress.ts), and with a short set of headers of their own. A page's CSP, frame, opener,
 * referrer and permissions policies apply to documents; on each of the two dozen scripts a page loads they were
 * some 1.2 KB of headers, which a slow phone downloads before the page can hydrate. Mounted before the pages'
 * security headers.
 */
export function builtAssets(clientDir: string): RequestHandler {
  return expressStaticGzip(join(clientDir, 'assets'), {
    enableBrotli: true,
    orderPreference: ['br'],
    index: false,
    serveStatic: { immutable: true, maxAge: '1y', index: false, setHeaders: assetHeaders },
  });
}

/** The rest of the client build (public files such as the site's SVG pictures): documents' headers, an hour. */
export function builtPublicFiles(clientDir: string): RequestHandler {
  return express.static(clientDir, { maxAge: '1h', index: false });
}
