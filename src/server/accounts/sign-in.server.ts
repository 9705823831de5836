import { startSession } from '../auth.server.ts';
import { RateLimiter } from '../forms/rate-limit.server.ts';
import type { Store } from '../store/store.server.ts';
import { verifyDecoy, verifyPassword } from './password.server.ts';
import { findUserForSignIn } from './users.server.ts';

/** From the security review: 10 failed sign-ins per 15 minutes, per client address and per account. */
export const SIGN_IN_LIMIT = { attempts: 10, windowMs: 15 * 60_000 } as const;
const perAddress = new RateLimiter('sign-in', SIGN_IN_LIMIT.attempts, SIGN_IN_LIMIT.windowMs);
const perAccount = new RateLimiter('sign-in-account', SIGN_IN_LIMIT.attempts, SIGN_IN_LIMIT.windowMs);

export type SignInResult =
  { ok: true; cookie: string; userId: number } | { ok: false; status: 401 } | { ok: false; status: 429; retryAfter: number };

export interface SignInAttempt {
  username: string;
  password: string;
  /** The client's address as the web server reads it (TRUST_PROXY decides whether X-Forwarded-For counts). */
  clientAddress: string;
}

/**
 * One sign-in attempt. Every attempt counts against both limits first (one atomic statement each, so a burst
 * across workers cannot slip past); a successful one is given back, so only failures use up the allowance.
 * An unknown or disabled account costs a full password hash too, and every failure looks the same.
 */
export async function signIn(store: Store, tenant: string, attempt: SignInAttempt, now = Date.now()): Promise<SignInResult> {
  const username = attempt.username.trim();
  const accountKey = `${tenant}|${username.slice(0, 100).toLowerCase()}`;
  const addressKey = attempt.clientAddress || 'unknown';
  const wait = Math.max(await perAddress.hit(store, addressKey, now), await perAccount.hit(store, accountKey, now));
  if (wait > 0) return { ok: false, status: 429, retryAfter: wait };
  const user = username && username.length <= 64 ? await findUserForSignIn(store, tenant, username) : null;
  const matches = user ? await verifyPassword(attempt.password, user.passwordHash) : await verifyDecoy(attempt.password);
  if (!user || !matches || user.disabled) return { ok: false, status: 401 };
  await perAddress.refund(store, addressKey);
  await perAccount.refund(store, accountKey);
  return { ok: true, cookie: await startSession(user.id, now), userId: user.id };
}
