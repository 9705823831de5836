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
  const [expires, signature] = value.split('.');
  if (!expires || !signature || !/^\d+$/.test(expires)) return false;
  return Number(expires) > now && safeEqual(signature, sign(expires));
}

/** No open redirects: only same-site paths that start with a single slash are followed. */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  return value;
}
