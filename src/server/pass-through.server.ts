import { FAN_COOKIE, fanCookieValue } from './forms/fan-cookie.server.ts';
import { CLIENT_IP_HEADER } from './forms/rate-limit.server.ts';

/**
 * With CONTENT_API_URL set, the browser's /api/v2 calls (load more, impressions, forms) go on to the external
 * API. From the security review: the target must be that API and nothing else, whatever the request path
 * spells; only the headers the API needs go with it (never the visitor's credentials, and of the cookies only
 * the fan cookie, which opens nothing and lets the API limit form posts per browser); a hanging upstream is cut
 * off; a body the fetch already decoded must not keep its content-encoding.
 */
export const API_PREFIX = '/api/v2/';
export const UPSTREAM_TIMEOUT_MS = 3000;

/** Request headers passed on: content negotiation, caching validators, and what form posts check (origin). */
export const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'if-none-match',
  'if-modified-since',
  'range',
  'origin',
  'sec-fetch-site',
  'user-agent',
] as const;

/** Response headers that describe the upstream's framing, not the (already decoded) body we send on. */
export const HOP_RESPONSE_HEADERS = [
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'set-cookie',
] as const;

// A dot segment, a backslash, an encoded slash, dot, backslash, NUL or percent sign (so no depth of encoding
// hides one), or a control character: none has a place in an API path.
// eslint-disable-next-line no-control-regex -- control characters are refused on purpose
const UNSAFE_PATH = /(^|\/)\.\.?(\/|$)|\\|%(25|2e|2f|5c|00)|\/\/|[\u0000-\u001f\u007f]/i;

// eslint-disable-next-line no-control-regex -- control characters are refused on purpose
const UNSAFE_QUERY = /[\u0000-\u001f\u007f\\]/;

/** The upstream URL for a request target such as `/api/v2/promotions/x?y=1`, or null when it is not one. */
export function passThroughUrl(upstream: string, requestTarget: string): URL | null {
  const queryAt = requestTarget.indexOf('?');
  const path = queryAt === -1 ? requestTarget : requestTarget.slice(0, queryAt);
  const search = queryAt === -1 ? '' : requestTarget.slice(queryAt);
  if (!path.startsWith(API_PREFIX) || UNSAFE_PATH.test(path) || UNSAFE_QUERY.test(search)) return null;
  const base = new URL(upstream);
  const target = new URL(base.href);
  // Assigning pathname can never change the host, unlike resolving a relative reference (`//host/x`).
  target.pathname = `${base.pathname.replace(/\/+$/, '')}${path}`;
  target.search = search;
  target.hash = '';
  return target.origin === base.origin && target.pathname.startsWith(`${base.pathname.replace(/\/+$/, '')}${API_PREFIX}`) ? target : null;
}

/**
 * The headers sent upstream: the forwarded ones, the fan cookie alone of the visitor's cookies, this site's
 * tenant, the staff credential when signed in, and the visitor's address as this server reads it (TRUST_PROXY
 * decides) in `X-Forwarded-For`, which the content API takes when its own TRUST_PROXY names this server: else every
 * fan would share this server's address and one bucket of each per-address limit (form posts, clicks). The
 * visitor's own `X-Forwarded-For` never goes on as sent.
 */
export function passThroughHeaders(incoming: Headers, tenant: string, staffToken: string | null): Headers {
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = incoming.get(name);
    if (value !== null) headers.set(name, value);
  }
  const client = incoming.get(CLIENT_IP_HEADER);
  if (client) headers.set('x-forwarded-for', client);
  const fan = fanCookieValue(incoming.get('cookie'));
  if (fan) headers.set('cookie', `${FAN_COOKIE}=${fan}`);
  headers.set('tenant', tenant);
  if (staffToken) headers.set('authorization', `Bearer ${staffToken}`);
  return headers;
}
