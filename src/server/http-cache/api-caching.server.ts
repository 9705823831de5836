import type { NextFunction, Request, Response } from 'express';
import type { VersionSource } from '../upstream/content-version.server.ts';
import { matchesIfNoneMatch, setCachePolicy, strongEtag } from './cache-policy.server.ts';

export interface ApiCachingOptions {
  versions: VersionSource;
  buildId: string;
  tenant: string;
  /** Whether the request carries a staff session (read from the store). */
  isStaff: (req: Request) => boolean | Promise<boolean>;
}

/**
 * Reads that must reach the API every time: impressions and clicks are counted by them, the content version is
 * what caches revalidate against, hidden and form calls depend on the visitor.
 */
const UNCACHED = /^\/(promotions\/counter|Splash\/click|content-version|cache\/|Hidden\/|forms\/)/;

/**
 * Anonymous API reads of this site's tenant (CDN-ready caching): a strong ETag from the build, content
 * version and full URL (every query parameter may matter to the API), 304 to a matching If-None-Match without
 * calling the API, and public Cache-Control where the API left its default `no-store`. Calls that set their own
 * caching (feeds, files, live stats) keep it. Staff reads are never kept.
 */
export function apiCaching(options: ApiCachingOptions) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.headers.authorization || (await options.isStaff(req))) {
      beforeHead(res, () => setCachePolicy(res, 'private'));
      return next();
    }
    if (req.headers.tenant !== options.tenant || UNCACHED.test(req.path)) return next();
    const reading = await options.versions();
    if (reading.version === null || reading.degraded) return next();
    const etag = strongEtag({ buildId: options.buildId, tenant: options.tenant, version: reading.version, url: req.originalUrl });
    res.vary('tenant');
    if (matchesIfNoneMatch(req.headers['if-none-match'], etag)) {
      res.setHeader('ETag', etag);
      setCachePolicy(res, 'public');
      return void res.status(304).end();
    }
    beforeHead(res, () => {
      const own = String(res.getHeader('cache-control') ?? 'no-store');
      if ((res.statusCode !== 200 && res.statusCode !== 204) || own !== 'no-store' || res.hasHeader('etag') || res.hasHeader('set-cookie'))
        return;
      res.setHeader('ETag', etag);
      setCachePolicy(res, 'public');
    });
    next();
  };
}

/** Runs `change` just before the response head goes out, after the handler has set its own headers. */
export function beforeHead(res: Response, change: () => void): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((...args: unknown[]) => {
    if (!res.headersSent) change();
    return writeHead(...args);
  }) as typeof res.writeHead;
}
