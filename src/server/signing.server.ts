import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from './env.server.ts';

/**
 * Signed, expiring tokens for links and grants (form access, shared protected files): `{expires}.{signature}`
 * where the signature covers a purpose, the subject it opens and the expiry, so a token for one thing never
 * opens another. Verifiable by every worker process (the secret is shared), nothing to store.
 */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function sign(purpose: string, subject: string, expires: number): string {
  return createHmac('sha256', env().SESSION_SECRET).update(`${purpose}:${subject}:${expires}`).digest('base64url');
}

export function createSignedToken(purpose: string, subject: string, ttlMs: number, now = Date.now()): string {
  const expires = now + ttlMs;
  return `${expires}.${sign(purpose, subject, expires)}`;
}

export function checkSignedToken(purpose: string, subject: string, token: string | null | undefined, now = Date.now()): boolean {
  const parts = token?.split('.') ?? [];
  const [expires, signature] = parts;
  if (parts.length !== 2 || !expires || !signature || !/^\d{1,15}$/.test(expires) || Number(expires) <= now) return false;
  return safeEqual(signature, sign(purpose, subject, Number(expires)));
}
