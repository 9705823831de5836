import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { NO_CSP_SOURCES, type CspSources } from './tracking/csp-sources.server.ts';

export const NONCE_PLACEHOLDER = '__CSP_NONCE__';
export const NONCE_HEADER = 'x-csp-nonce';

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Strict headers on every response; pages get a per-response script nonce. `trackingSources` names the
 * third-party origins the site has configured (tracking ids, the ad service), asked per response: a settings
 * change needs no restart.
 */
export function securityHeaders(
  dev: boolean,
  imageHosts: readonly string[] = [],
  trackingSources: () => CspSources | Promise<CspSources> = () => NO_CSP_SOURCES,
) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const nonce = createNonce();
    res.locals.nonce = nonce;
    // Vite's dev client injects inline scripts of its own: no CSP (and so no nonce) in development.
    if (dev) delete req.headers[NONCE_HEADER];
    else req.headers[NONCE_HEADER] = nonce;
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (!dev) {
      res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      try {
        res.locals.cspSources = await trackingSources();
      } catch (error) {
        // The page still gets a CSP: the strict one, without the third-party origins it could not read.
        console.error('CSP sources unreadable:', error instanceof Error ? error.message : error);
        res.locals.cspSources = NO_CSP_SOURCES;
      }
      res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, imageHosts, res.locals.cspSources as CspSources));
    }
    next();
  };
}

/** The CSP of a response that is no document (a script, a font, a raster picture): it may load and run nothing. */
export const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Trims the pages' headers from a response that cannot be a document (a raster picture, a script): its CSP,
 * frame, opener, referrer and permissions policies mean nothing there, and on a page's two dozen pictures they
 * were some 1.2 KB each that a slow phone downloads (docs/decisions/0030-fewer-first-scripts.md). Keeps nosniff
 * and HSTS.
 */
export function asNonDocument(res: Response): void {
  for (const header of ['Referrer-Policy', 'X-Frame-Options', 'Cross-Origin-Opener-Policy', 'Permissions-Policy']) res.removeHeader(header);
  if (res.getHeader('Content-Security-Policy') !== undefined) res.setHeader('Content-Security-Policy', NON_DOCUMENT_CSP);
}

/**
 * The pages' CSP. Images come from this site (its image service included) and only the hosts the deployment
 * names (IMAGE_HOSTS), so stored HTML cannot beacon to any host. The ad service's
 * script and stylesheet come from exactly its origin, and only for a site that has one (spec 3 site config).
 */
export function contentSecurityPolicy(nonce: string, imageHosts: readonly string[] = [], tracking: CspSources = NO_CSP_SOURCES): string {
  return policy([`'nonce-${nonce}'`], imageHosts, tracking);
}

/**
 * The CSP of a page kept by caches (CDN-ready caching): the same bytes go to every visitor, so its
 * inline scripts are allowed by their hashes instead of a per-response nonce.
 */
export function hashedContentSecurityPolicy(
  scriptHashes: readonly string[],
  imageHosts: readonly string[] = [],
  tracking: CspSources = NO_CSP_SOURCES,
): string {
  return policy(scriptHashes, imageHosts, tracking);
}

function policy(scriptSources: readonly string[], imageHosts: readonly string[], tracking: CspSources): string {
  return [
    "default-src 'self'",
    // Tracking (spec 7 third-party loads) adds the origins of the ids site config and analytics settings name.
    ['script-src', "'self'", ...scriptSources, ...tracking.script].join(' '),
    // The ad service's stylesheet comes from exactly its origin, and only for a site that has one.
    ["style-src 'self' 'unsafe-inline'", ...(tracking.style ?? [])].join(' '),
    ['img-src', "'self'", 'data:', ...imageHosts.map((host) => `https://${host}`), ...tracking.img].join(' '),
    "font-src 'self'",
    ['connect-src', "'self'", ...tracking.connect].join(' '),
    "frame-src 'self' https://www.youtube-nocookie.com https://archive.org",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
