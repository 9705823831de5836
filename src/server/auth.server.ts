import { createHmac, timingSafeEqual } from 'node:crypto';
import { createSession, deleteSession, readSession, SESSION_HOURS, type SessionUser } from './accounts/sessions.server.ts';
import { env } from './env.server.ts';
import type { Store } from './store/store.server.ts';

export const SESSION_COOKIE = 'staff_session';

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function isStaffToken(token: string | null | undefined): boolean {
  return typeof token === 'string' && token.length > 0 && safeEqual(token, env().STAFF_TOKEN);
}

export interface StaffUser {
  id: number;
  username: string;
  role: 'editor' | 'admin';
}

/** Who a valid Bearer STAFF_TOKEN is: the machine credential (scripts, the server's own in-process calls). */
export const MACHINE_USER: StaffUser = Object.freeze({ id: 0, username: 'api', role: 'admin' });

/**
 * The store that holds accounts and sessions. The server registers it at start; until then (unit
 * tests of this module) no session is valid.
 */
let accounts: Store | null = null;
export function setAccountStore(store: Store | null): void {
  accounts = store;
}

/** A valid machine credential: `Authorization: Bearer <STAFF_TOKEN>`. */
export function hasStaffBearer(request: Request): boolean {
  const header = request.headers.get('authorization');
  return header?.startsWith('Bearer ') === true && isStaffToken(header.slice('Bearer '.length));
}

/** The signed-in user of a Cookie header and the session's CSRF token: signed, unexpired, not signed out, enabled. */
export async function staffSessionOf(cookieHeader: string | null, now = Date.now()): Promise<SessionUser | null> {
  const session = sessionOf(cookieHeader, now);
  return session && accounts ? readSession(accounts, env().TENANT, session.id, now) : null;
}

/** The staff user of a request: the session's user, or the machine user for a valid Bearer STAFF_TOKEN; else null. */
export async function staffUserOf(request: Request): Promise<StaffUser | null> {
  if (hasStaffBearer(request)) return MACHINE_USER;
  const user = await staffSessionOf(request.headers.get('cookie'));
  return user ? { id: user.id, username: user.username, role: user.role } : null;
}

/** Staff credential on a request: `Authorization: Bearer <token>` or a staff session. */
export async function isStaffRequest(request: Request): Promise<boolean> {
  return (await staffUserOf(request)) !== null;
}

/** The signed-in user, at least `role` (an admin is also an editor); else throws the 401 or 403 answer. */
export async function requireRole(request: Request, role: 'editor' | 'admin'): Promise<StaffUser> {
  const user = await staffUserOf(request);
  if (!user) throw Response.json({ error: 'Sign in required' }, { status: 401, headers: { 'cache-control': 'no-store' } });
  if (role === 'admin' && user.role !== 'admin')
    throw Response.json({ error: 'Admins only' }, { status: 403, headers: { 'cache-control': 'no-store' } });
  return user;
}

/** The CSRF token of the request's session (the root loader hands it to the signed-in browser), or null. */
export async function csrfTokenOf(request: Request): Promise<string | null> {
  return (await staffSessionOf(request.headers.get('cookie')))?.csrfToken ?? null;
}

function sign(value: string): string {
  return createHmac('sha256', env().SESSION_SECRET).update(value).digest('base64url');
}

/** Opens a session for a user in the store; the answer is its Set-Cookie value (`id.expiry.signature`, both signed). */
export async function startSession(userId: number, now = Date.now()): Promise<string> {
  if (!accounts) throw new Error('No account store registered');
  const { id, expires } = await createSession(accounts, userId, now);
  const value = `${id}.${expires}.${sign(`${id}.${expires}`)}`;
  const secure = env().NODE_ENV === 'production' ? '; Secure' : '';
  return `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_HOURS * 3600}${secure}`;
}

export function clearSessionCookie(): string {
  const secure = env().NODE_ENV === 'production' ? '; Secure' : '';
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`;
}

/** The session in a Cookie header when it is well formed, signed and unexpired: its id and expiry. */
export function sessionOf(cookieHeader: string | null, now = Date.now()): { id: string; expires: number } | null {
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);
  if (!value) return null;
  // Exactly "{id}.{expires}.{signature}": junk after the signature is not a valid cookie.
  const parts = value.split('.');
  const [id, expires, signature] = parts;
  if (parts.length !== 3 || !id || !/^[\w-]{16,64}$/.test(id) || !expires || !signature || !/^\d+$/.test(expires)) return null;
  if (Number(expires) <= now || !safeEqual(signature, sign(`${id}.${expires}`))) return null;
  return { id, expires: Number(expires) };
}

export async function hasStaffSession(cookieHeader: string | null, now = Date.now()): Promise<boolean> {
  return (await staffSessionOf(cookieHeader, now)) !== null;
}

/** Sign-out: the session's row goes, so the cookie stops working everywhere, not only in this browser. */
export async function endSession(cookieHeader: string | null): Promise<void> {
  const session = sessionOf(cookieHeader);
  if (session && accounts) await deleteSession(accounts, session.id);
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
