import { createHash } from 'node:crypto';
import { ROUTE_DATA_REUSE_MS } from '#schemas/constants.ts';

/**
 * CDN-ready caching. Anonymous pages and API reads are kept by shared caches (CDNs) for 30 s and served
 * stale while one revalidation runs (5 min) or while the origin fails (1 day). Browsers keep them too but ask
 * again on every use (a 304 costs no render): a visitor who signs in must not be shown the anonymous copy,
 * which `stale-while-revalidate` in a browser would do. Staff responses are never kept anywhere.
 */
export type CachePolicy = 'public' | 'personal' | 'private' | 'route-data';

const CACHE_CONTROL: Record<CachePolicy, string> = {
  public: 'public, max-age=0, s-maxage=30',
  // A page that depends on the visitor's cookies (a running takeover): the browser may keep it, shared caches not.
  personal: 'private, no-cache',
  private: 'private, no-store',
  // spec 2.5: route data a link preloaded must still be fresh for the click that follows (the browser reuses a
  // prefetch only while it is fresh). Kept by this browser only, for this cookie (Vary: Cookie): never shared.
  'route-data': `private, max-age=${ROUTE_DATA_REUSE_MS / 1000}`,
};
/** RFC 9213 targeted caching: what a CDN that reads CDN-Cache-Control keeps (the others read s-maxage). */
export const CDN_CACHE_CONTROL = 'max-age=30, stale-while-revalidate=300, stale-if-error=86400';

export function setCachePolicy(
  res: { setHeader(name: string, value: string): unknown; removeHeader(name: string): void },
  policy: CachePolicy,
): void {
  res.setHeader('Cache-Control', CACHE_CONTROL[policy]);
  if (policy === 'public') res.setHeader('CDN-Cache-Control', CDN_CACHE_CONTROL);
  else res.removeHeader('CDN-Cache-Control');
}

/** Pages depend on the clock as well as on content (upcoming games, alerts' end dates): a validator lives this long. */
export const CLOCK_WINDOW_MS = 60_000;

export interface EtagParts {
  buildId: string;
  tenant: string;
  version: number;
  /** The path and only the query parameters the response depends on. */
  url: string;
  now?: number;
}

/**
 * A strong validator known before rendering: the same build, tenant, content version, URL and clock window give
 * the same bytes (pages kept for caches carry no per-response nonce), so a matching If-None-Match is answered
 * 304 without rendering or even looking in the page cache.
 */
export function strongEtag(parts: EtagParts): string {
  const window = Math.floor((parts.now ?? Date.now()) / CLOCK_WINDOW_MS);
  const digest = createHash('sha256')
    .update([parts.buildId, parts.tenant, parts.version, parts.url, window].join('\n'))
    .digest('base64url');
  return `"${digest.slice(0, 27)}"`;
}

/** RFC 9110 If-None-Match: a list of validators or `*`, compared weakly. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === bare;
  });
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP sources of a page's own inline scripts ('sha256-…' of each script's text, as the browser hashes it). A
 * page kept by a CDN is the same bytes for every visitor, so it cannot carry a per-response nonce. Only scripts
 * that carry this response's nonce are the page's own (React Router's); anything else, such as a script smuggled
 * into stored HTML, is not hashed and stays blocked, as it was under the nonce.
 */
export function inlineScriptHashes(html: string, nonce: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (!attributes.includes(` nonce="${nonce}"`) || /\ssrc\s*=/i.test(` ${attributes}`)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The page without this response's nonce attributes (they would be the same for every visitor of a cached copy). */
export function withoutNonce(html: string, nonce: string): string {
  return html.replaceAll(` nonce="${nonce}"`, '');
}
