import { createHash } from 'node:crypto';

/**
 * CDN-ready caching (issue 13). Anonymous pages and API reads may be kept by any cache for a short while and
 * served stale while one revalidation runs; staff responses are never kept anywhere.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** A page that depends on the visitor's cookies (a running takeover): browsers may keep it, shared caches not. */
export const PERSONAL_CACHE_CONTROL = 'private, no-cache';
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
  const digest = createHash('sha256').update([parts.buildId, parts.tenant, parts.version, parts.url, window].join('\n')).digest('base64url');
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
 * The CSP sources of a page's inline scripts ('sha256-…' of each script's text, as the browser hashes it). A page
 * kept by a CDN is the same bytes for every visitor, so it cannot carry a per-response nonce; hashes of its own
 * scripts allow exactly those scripts and nothing injected into it.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The page without this response's nonce attributes (they would be the same for every visitor of a cached copy). */
export function withoutNonce(html: string, nonce: string): string {
  return html.replaceAll(` nonce="${nonce}"`, '');
}
