import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export const NONCE_PLACEHOLDER = '__CSP_NONCE__';
export const NONCE_HEADER = 'x-csp-nonce';

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Strict headers on every response; pages get a per-response script nonce. */
export function securityHeaders(dev: boolean, imageHosts: readonly string[] = []) {
  return (req: Request, res: Response, next: NextFunction) => {
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
      res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, imageHosts));
    }
    next();
  };
}

/**
 * The pages' CSP. Images come from this site (its image service included) and only the hosts the deployment
 * names (IMAGE_HOSTS), so stored HTML cannot beacon to any host (issue 13, finding 11).
 */
export function contentSecurityPolicy(nonce: string, imageHosts: readonly string[] = []): string {
  return policy([`'nonce-${nonce}'`], imageHosts);
}

/**
 * The CSP of a page kept by caches (issue 13, CDN-ready caching): the same bytes go to every visitor, so its
 * inline scripts are allowed by their hashes instead of a per-response nonce.
 */
export function hashedContentSecurityPolicy(scriptHashes: readonly string[], imageHosts: readonly string[] = []): string {
  return policy(scriptHashes, imageHosts);
}

function policy(scriptSources: readonly string[], imageHosts: readonly string[]): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptSources].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', ...imageHosts.map((host) => `https://${host}`)].join(' '),
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self' https://www.youtube-nocookie.com https://archive.org",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
