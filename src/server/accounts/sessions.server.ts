import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { StaffRole } from './users.server.ts';

/** spec-free choice (README: Decisions): a staff session lasts 12 hours, then the person signs in again. */
export const SESSION_HOURS = 12;

export interface StoredSession {
  id: string;
  expires: number;
  csrfToken: string;
}

export interface SessionUser {
  id: number;
  username: string;
  role: StaffRole;
  csrfToken: string;
}

/**
 * A new session row: a random id (the cookie names it), its expiry and its CSRF token. Expired rows are swept
 * here, so the table holds about one row per sign-in of the last 12 hours.
 */
export function createSession(db: Database.Database, userId: number, now = Date.now()): StoredSession {
  const session = { id: randomBytes(24).toString('base64url'), expires: now + SESSION_HOURS * 3600_000, csrfToken: randomBytes(24).toString('base64url') };
  db.prepare('DELETE FROM staff_sessions WHERE expires_at <= ?').run(now);
  db.prepare('INSERT INTO staff_sessions (id, user_id, expires_at, created_at, csrf_token) VALUES (?, ?, ?, ?, ?)').run(
    session.id, userId, session.expires, now, session.csrfToken,
  );
  return session;
}

/** The signed-in user of a session id: the row exists (not signed out), is unexpired, and its user is enabled. */
export function readSession(db: Database.Database, tenant: string, id: string, now = Date.now()): SessionUser | null {
  const row = db
    .prepare<[string, number, string], { id: number; username: string; role: StaffRole; csrf_token: string }>(
      `SELECT u.id, u.username, u.role, s.csrf_token FROM staff_sessions s JOIN staff_users u ON u.id = s.user_id
       WHERE s.id = ? AND s.expires_at > ? AND u.disabled = 0 AND u.tenant = ?`,
    )
    .get(id, now, tenant);
  return row ? { id: row.id, username: row.username, role: row.role, csrfToken: row.csrf_token } : null;
}

/** Sign-out: the row goes, so the cookie (wherever it was copied to) names nothing any more. */
export function deleteSession(db: Database.Database, id: string): void {
  db.prepare('DELETE FROM staff_sessions WHERE id = ?').run(id);
}
