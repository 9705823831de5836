import { createHash, randomBytes, scryptSync } from 'node:crypto';
import type { StoredForm } from '#schemas/entities/form.ts';
import { env } from '../env.server.ts';
import { checkSignedToken, createSignedToken, safeEqual } from '../signing.server.ts';

/**
 * Protected forms (spec 6 leaves "protection" open): each has an access code, stored only as a salted scrypt
 * hash. A correct code (POST /api/v2/forms/{id}/access) earns an access token, an HMAC-signed expiry bound to
 * the tenant and form, which opens the definition, its validator module and submissions for 12 hours.
 * Staff (session or Bearer token) need no code.
 */
const TOKEN_HOURS = 12;
const KEY_LENGTH = 32;

export function hashAccessCode(code: string, salt = randomBytes(16).toString('base64url')): string {
  return `scrypt:${salt}:${scryptSync(code.trim(), salt, KEY_LENGTH).toString('base64url')}`;
}

export function checkAccessCode(form: StoredForm, code: string): boolean {
  const [scheme, salt, expected] = form.accessCodeHash?.split(':') ?? [];
  if (scheme !== 'scrypt' || !salt || !expected || code.length === 0 || code.length > 200) return false;
  return safeEqual(hashAccessCode(code, salt), form.accessCodeHash ?? '');
}

export function createAccessToken(tenant: string, formId: number, now = Date.now()): string {
  return createSignedToken('form-access', `${tenant}:${formId}`, TOKEN_HOURS * 3600_000, now);
}

export function checkAccessToken(tenant: string, formId: number, token: string | null | undefined, now = Date.now()): boolean {
  return checkSignedToken('form-access', `${tenant}:${formId}`, token, now);
}

export type FormAccess = 'open' | 'locked' | 'not-found';

/** Who may see a form: hidden forms exist only for staff; protected ones open with staff or a valid token. */
export function formAccess(form: StoredForm, tenant: string, viewer: { staff: boolean; token?: string | null }): FormAccess {
  if (viewer.staff || form.access === 'public') return 'open';
  if (form.access === 'hidden') return 'not-found';
  return checkAccessToken(tenant, form.id, viewer.token) ? 'open' : 'locked';
}

/** Submissions keep a keyed hash of the client address (abuse review without storing addresses). */
export function hashClientAddress(address: string): string {
  return createHash('sha256').update(`${env().SESSION_SECRET}:${address}`).digest('base64url').slice(0, 22);
}
