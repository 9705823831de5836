import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';
import { isRouteDataPath } from '#src/router/react-router-adapter.ts';
import { type CachedResponse, PageCache, pageCacheUrl } from '../page-cache.server.ts';
import { hashedContentSecurityPolicy } from '../security.server.ts';
import type { CspSources } from '../tracking/csp-sources.server.ts';
import type { UpstreamScope } from '../upstream/upstream-scope.server.ts';
import type { VersionSource } from '../upstream/content-version.server.ts';
import {
  type CachePolicy,
  inlineScriptHashes,
  setCachePolicy,
  matchesIfNoneMatch,
  strongEtag,
  withoutNonce,
} from './cache-policy.server.ts';
import { beforeHead } from './api-caching.server.ts';
import { capture } from './capture-response.server.ts';

export interface PageCachingOptions {
  cache: PageCache;
  /** PAGE_CACHE: keep rendered pages in this process (validators and CDN headers are sent either way). */
  keep: boolean;
  versions: VersionSource;
  buildId: string;
  tenant: string;
  imageHosts: readonly string[];
  /** Whether the request carries a staff session (read from the store). */
  isStaff: (req: Request) => boolean | Promise<boolean>;
}

/** Headers of a kept copy that belong to one response only. */
const PER_RESPONSE = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'x-page-cache',
  'cache-control',
  'cdn-cache-control',
]);
/** How long a visitor is asked to wait before trying again when neither the API nor a kept copy can answer. */
const RETRY_AFTER_S = '30';

/**
 * Pages for anonymous visitors: answered 304 when the visitor's (or CDN's) copy is current, from the
 * page cache when this process has it, else rendered, given hash-based CSP, an ETag and public Cache-Control, and
 * kept. When the content API fails, the last good copy is served marked stale; without one, the spec 8 error page
 * goes out as 503. Staff pages are never kept anywhere.
 */
export function pageCaching(options: PageCachingOptions) {
  const { cache } = options;
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.headers.authorization || (await options.isStaff(req))) {
      beforeHead(res, () => setCachePolicy(res, 'private'));
      return next();
    }
    const reading = await options.versions();
    const key = PageCache.key(options.tenant, req.originalUrl);
    const etag =
      reading.version === null
        ? null
        : strongEtag({ buildId: options.buildId, tenant: options.tenant, version: reading.version, url: pageCacheUrl(req.originalUrl) });
    const routeData = isRouteDataPath(req.path);
    const policy: CachePolicy = res.locals.personal ? 'personal' : routeData ? 'route-data' : 'public';
    if (routeData) res.vary('Cookie');
    if (reading.degraded) {
      const stale = cache.stale(key);
      if (stale) return sendStale(req, res, stale);
    }
    if (etag && matchesIfNoneMatch(req.headers['if-none-match'], etag)) {
      res.removeHeader('Content-Security-Policy');
      res.setHeader('ETag', etag);
      setCachePolicy(res, policy);
      res.setHeader('X-Page-Cache', 'revalidated');
      return void res.status(304).end();
    }
    const hit = etag && options.keep ? cache.get(key, etag) : undefined;
    if (hit) return send(req, res, hit, policy, 'hit');
    if (req.method === 'HEAD') return next();

    res.setHeader('X-Page-Cache', 'miss');
    capture(res, (status, body, end) => {
      const scope = res.locals.upstream as UpstreamScope | undefined;
      if (scope?.failed || status >= 500) {
        const stale = cache.stale(key);
        if (stale) return void sendStale(req, res, stale);
        if ((scope?.failed || reading.degraded) && status >= 500) {
          // spec 8 error page, as a temporary condition: the content API (or the store's database) did not answer.
          res.status(503).setHeader('Retry-After', RETRY_AFTER_S);
          setCachePolicy(res, 'private');
          console.warn(`Content API unavailable for ${req.path}: error page (no kept copy)`);
        }
        return void end(body);
      }
      const type = String(res.getHeader('content-type') ?? '');
      const html = type.startsWith('text/html');
      if (!etag || (status !== 200 && status !== 404) || res.getHeader('set-cookie') || !(html || type.startsWith('text/x-script'))) {
        return void end(body);
      }
      if (html && (res.locals.cspSources as CspSources | undefined)?.nonceRequired) {
        // A tag manager on the page needs this response's nonce: not a copy for everyone.
        setCachePolicy(res, 'personal');
        return void end(body);
      }
      let text = body.toString('utf8');
      if (html) {
        const nonce = String(res.locals.nonce);
        const hashes = inlineScriptHashes(text, nonce);
        text = withoutNonce(text, nonce);
        res.setHeader(
          'Content-Security-Policy',
          hashedContentSecurityPolicy(hashes, options.imageHosts, res.locals.cspSources as CspSources | undefined),
        );
      }
      res.setHeader('ETag', etag);
      setCachePolicy(res, policy);
      const kept = Buffer.from(text);
      if (options.keep) {
        const headers = Object.entries(res.getHeaders())
          .filter(([name]) => !PER_RESPONSE.has(name))
          .map(([name, value]): [string, string] => [name, String(value)]);
        cache.set(key, { status, headers, body: kept, storedAt: Date.now(), etag, encoded: precompressed(kept) });
      }
      end(kept);
    });
    next();
  };
}

function send(req: Request, res: Response, entry: CachedResponse, policy: CachePolicy, label: string): void {
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  setCachePolicy(res, policy);
  res.setHeader('X-Page-Cache', label);
  res.vary('Accept-Encoding');
  // A kept encoding goes out as it is (the compression middleware leaves an encoded body alone).
  const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
  const encoded = encoding === 'br' || encoding === 'gzip' ? entry.encoded?.[encoding] : undefined;
  if (encoded) res.setHeader('Content-Encoding', encoding as string);
  res.status(entry.status).end(req.method === 'HEAD' ? undefined : (encoded ?? entry.body));
}

/** Brotli at the compression middleware's own quality, and gzip: once per kept page instead of once per hit. */
function precompressed(body: Buffer): CachedResponse['encoded'] {
  return {
    br: brotliCompressSync(body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzip: gzipSync(body),
  };
}

/** The last good copy, when the content API fails: marked stale, logged, and not to be kept by caches. */
function sendStale(req: Request, res: Response, entry: CachedResponse): void {
  const age = Math.round((Date.now() - entry.storedAt) / 1000);
  console.warn(`Content API unavailable or page failed: serving the last good copy of ${req.originalUrl.slice(0, 200)} (${age} s old)`);
  res.setHeader('Warning', '110 - "Response is Stale"');
  res.setHeader('X-Stale', String(age));
  send(req, res, entry, 'private', 'stale');
}
