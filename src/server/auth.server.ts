import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from './env.server.ts';

export const SESSION_COOKIE = 'staff_session';
const SESSION_HOURS = 12;

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function isStaffToken(token: string | null | undefined): boolean {
  return typeof token === 'string' && token.length > 0 && safeEqual(token, env().STAFF_TOKEN);
}

/** Staff credential on an API request: `Authorization: Bearer <token>` or a signed session cookie. */
export function isStaffRequest(request: Request): boolean {
  const header = request.headers.get('authorization');
  if (header?.startsWith('Bearer ') && isStaffToken(header.slice('Bearer '.length))) return true;
  return hasStaffSession(request.headers.get('cookie'));
}

function sign(value: string): string {
  return createHmac('sha256', env().SESSION_SECRET).update(value).digest('base64url');
}

/** A session is `expiry.signature`; sign-in proper (accounts) comes later, the staff token opens it. */
export function createSessionCookie(now = Date.now()): string {
  const expires = now + SESSION_HOURS * 3600_000;
  const value = `${expires}.${sign(String(expires))}`;
  const secure = env().NODE_ENV === 'production' ? '; Secure' : '';
  return `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_HOURS * 3600}${secure}`;
}

export function clearSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
}

export function hasStaffSession(cookieHeader: string | null, now = Date.now()): boolean {
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);
  if (!value) return false;
  // Exactly "{expires}.{signature}": junk after the signature is not a valid cookie.
  const parts = value.split('.');
  const [expires, signature] = parts;
  if (parts.length !== 2 || !expires || !signature || !/^\d+$/.test(expires)) return false;
  return Number(expires) > now && safeEqual(signature, sign(expires));
}

const RETURN_BASE = 'http://return-to.invalid';

/**
 * No open redirects: a return path is read the way browsers read a Location header (the WHATWG URL parser,
 * which drops tabs and newlines and treats backslashes as slashes), must stay on this origin, and is handed
 * back in its canonical, percent-encoded form — so it can never name another host, and never carries a
 * character that is not allowed in a header. Anything else is "/".
 */
export function safeReturnPath(value: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (!value || !value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, RETURN_BASE);
  } catch {
    return '/';
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== RETURN_BASE || !path.startsWith('/') || path.startsWith('//')) return '/';
  return path;
}
