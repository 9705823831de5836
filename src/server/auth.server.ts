import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type Database from 'better-sqlite3';
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

/**
 * Ended sessions (issue 13, finding 7: sign-out left the signed cookie valid for 12 hours). The server registers
 * the store's list at start; until then (unit tests of this module) no session is ended early.
 */
export interface SessionRevocation {
  isRevoked(id: string): boolean;
  revoke(id: string, expiresAt: number): void;
}
let revocation: SessionRevocation = { isRevoked: () => false, revoke: () => {} };
export function setSessionRevocation(store: SessionRevocation): void {
  revocation = store;
}

/** A session is `id.expiry.signature`: a random id (so sign-out can end this one), its expiry, both signed. */
export function createSessionCookie(now = Date.now()): string {
  const expires = now + SESSION_HOURS * 3600_000;
  const id = randomBytes(16).toString('base64url');
  const value = `${id}.${expires}.${sign(`${id}.${expires}`)}`;
  const secure = env().NODE_ENV === 'production' ? '; Secure' : '';
  return `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_HOURS * 3600}${secure}`;
}

export function clearSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
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

export function hasStaffSession(cookieHeader: string | null, now = Date.now()): boolean {
  const session = sessionOf(cookieHeader, now);
  return session !== null && !revocation.isRevoked(session.id);
}

/** Sign-out: the session ends on the server too, not only in this browser. */
export function endSession(cookieHeader: string | null): void {
  const session = sessionOf(cookieHeader);
  if (session) revocation.revoke(session.id, session.expires);
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

/** The store's list of ended sessions, shared by every worker; rows are swept once their session would have expired anyway. */
export function storeSessionRevocation(db: Database.Database): SessionRevocation {
  const find = db.prepare<[string], { 1: number }>('SELECT 1 FROM ended_sessions WHERE id = ?');
  const add = db.prepare<[string, number]>('INSERT OR IGNORE INTO ended_sessions (id, expires_at) VALUES (?, ?)');
  const sweep = db.prepare<[number]>('DELETE FROM ended_sessions WHERE expires_at < ?');
  return {
    isRevoked: (id) => find.get(id) !== undefined,
    revoke: (id, expiresAt) => {
      sweep.run(Date.now());
      add.run(id, expiresAt);
    },
  };
}

// --- Staff users and roles (issue 12). TEMPORARY until staff accounts land: every staff request (the token or a
// session from /login) is one admin. The accounts work replaces these three with real users, keeping the signatures.
export interface StaffUser {
  id: number;
  username: string;
  role: 'editor' | 'admin';
}

export function staffUserOf(request: Request): StaffUser | null {
  return isStaffRequest(request) ? { id: 0, username: 'staff', role: 'admin' } : null;
}

/** The signed-in user when their role allows `role` (admin ⊇ editor); else throws a 401 or 403 Response. */
export function requireRole(request: Request, role: 'editor' | 'admin'): StaffUser {
  const user = staffUserOf(request);
  if (!user) throw Response.json({ error: { status: 401, message: 'Sign-in required' } }, { status: 401 });
  if (role === 'admin' && user.role !== 'admin') throw Response.json({ error: { status: 403, message: 'Admins only' } }, { status: 403 });
  return user;
}
