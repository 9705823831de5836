import { randomBytes } from 'node:crypto';
import type { SessionUser, StoredSession } from '../store/repositories/sessions.server.ts';
import type { Store } from '../store/store.server.ts';

export type { SessionUser, StoredSession };

/** spec-free choice (README: Decisions): a staff session lasts 12 hours, then the person signs in again. */
export const SESSION_HOURS = 12;

/**
 * A new session row: a random id (the cookie names it), its expiry and its CSRF token. Expired rows are swept
 * here, so the table holds about one row per sign-in of the last 12 hours.
 */
export async function createSession(store: Store, userId: number, now = Date.now()): Promise<StoredSession> {
  const session = {
    id: randomBytes(24).toString('base64url'),
    expires: now + SESSION_HOURS * 3600_000,
    csrfToken: randomBytes(24).toString('base64url'),
  };
  await store.sessions.insert(session, userId, now);
  return session;
}

/** The signed-in user of a session id: the row exists (not signed out), is unexpired, and its user is enabled. */
export function readSession(store: Store, tenant: string, id: string, now = Date.now()): Promise<SessionUser | null> {
  return store.sessions.user(tenant, id, now);
}

/** Sign-out: the row goes, so the cookie (wherever it was copied to) names nothing any more. */
export function deleteSession(store: Store, id: string): Promise<void> {
  return store.sessions.delete(id);
}
