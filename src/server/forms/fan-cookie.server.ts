import { randomBytes } from 'node:crypto';
import { checkSignedToken, createSignedToken } from '../signing.server.ts';

/**
 * The fan cookie: a random browser id, HMAC-signed with SESSION_SECRET (`{id}.{expires}.{signature}`), so form
 * posts can be limited per browser and not only per address (a stadium's thousands of fans share a few
 * addresses). It names a browser and opens nothing; a missing, expired or tampered one counts as none. Only the
 * form calls need it, so it goes nowhere else.
 */
export const FAN_COOKIE = 'fan_id';
export const FAN_COOKIE_PATH = '/api/v2/forms';
const PURPOSE = 'fan-cookie';
const MAX_AGE_DAYS = 30;
const MAX_AGE_MS = MAX_AGE_DAYS * 86_400_000;
/** What a well-formed value looks like (whoever signed it): the bridge passes nothing else on. */
const VALUE = /^[\w-]{16,64}\.\d{1,15}\.[\w-]{20,100}$/;

/** The fan cookie's raw value in a Cookie header when it is well formed (not checked), else null. */
export function fanCookieValue(cookieHeader: string | null): string | null {
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${FAN_COOKIE}=`))
    ?.slice(FAN_COOKIE.length + 1);
  return value && VALUE.test(value) ? value : null;
}

/** The browser id of a request whose fan cookie is signed by us and unexpired, else null. */
export function fanIdOf(request: Request, now = Date.now()): string | null {
  const value = fanCookieValue(request.headers.get('cookie'));
  if (!value) return null;
  const [id = '', expires, signature] = value.split('.');
  return checkSignedToken(PURPOSE, id, `${expires}.${signature}`, now) ? id : null;
}

/** The Set-Cookie header for a value: HttpOnly, SameSite=Lax, Secure on https, sent with the form calls only. */
export function fanCookieHeader(value: string, secure: boolean): string {
  return `${FAN_COOKIE}=${value}; Path=${FAN_COOKIE_PATH}; HttpOnly; SameSite=Lax; Max-Age=${MAX_AGE_DAYS * 86_400}${secure ? '; Secure' : ''}`;
}

/** A new signed browser id and its Set-Cookie header for this request. */
export function newFanCookie(request: Request, now = Date.now()): { id: string; setCookie: string } {
  const id = randomBytes(16).toString('base64url');
  const value = `${id}.${createSignedToken(PURPOSE, id, MAX_AGE_MS, now)}`;
  return { id, setCookie: fanCookieHeader(value, new URL(request.url).protocol === 'https:') };
}

/**
 * The request's browser id, or null with a fresh cookie to send back (the request then counts by its address
 * only: a client that drops cookies is bounded by the address limit).
 */
export function fanOf(request: Request, now = Date.now()): { id: string | null; setCookie: string | null } {
  const id = fanIdOf(request, now);
  return id ? { id, setCookie: null } : { id: null, setCookie: newFanCookie(request, now).setCookie };
}

/** The answer with the fan cookie added (when there is one to set). */
export function withFanCookie(response: Response, setCookie: string | null): Response {
  if (setCookie) response.headers.append('set-cookie', setCookie);
  return response;
}
