import type { Db, Query } from '../db.server.ts';
import type { StaffRole } from './accounts.server.ts';

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

export const sessionQueries = {
  sweep: (now: number): Query => ['DELETE FROM staff_sessions WHERE expires_at <= ?', [now]],
  insert: (session: StoredSession, userId: number, now: number): Query => [
    'INSERT INTO staff_sessions (id, user_id, expires_at, created_at, csrf_token) VALUES (?, ?, ?, ?, ?)',
    [session.id, userId, session.expires, now, session.csrfToken],
  ],
  user: (tenant: string, id: string, now: number): Query => [
    `SELECT u.id, u.username, u.role, s.csrf_token FROM staff_sessions s JOIN staff_users u ON u.id = s.user_id
     WHERE s.id = ? AND s.expires_at > ? AND u.disabled = 0 AND u.tenant = ?`,
    [id, now, tenant],
  ],
  delete: (id: string): Query => ['DELETE FROM staff_sessions WHERE id = ?', [id]],
  deleteOfUser: (userId: number): Query => ['DELETE FROM staff_sessions WHERE user_id = ?', [userId]],
};

/** Staff sessions (table staff_sessions: the cookie names a row; signing out deletes it). */
export class SessionsRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** Stores a new session, sweeping expired ones first (so the table holds about one row per recent sign-in). */
  insert(session: StoredSession, userId: number, now: number): Promise<void> {
    return this.db.transaction(async (tx) => {
      await tx.run(...sessionQueries.sweep(now));
      await tx.run(...sessionQueries.insert(session, userId, now));
    });
  }

  /** The signed-in user of a session id: the row exists (not signed out), is unexpired, and its user is enabled. */
  async user(tenant: string, id: string, now: number): Promise<SessionUser | null> {
    const row = await this.db.get<{ id: number; username: string; role: StaffRole; csrf_token: string }>(
      ...sessionQueries.user(tenant, id, now),
    );
    return row ? { id: row.id, username: row.username, role: row.role, csrfToken: row.csrf_token } : null;
  }

  async delete(id: string): Promise<void> {
    await this.db.run(...sessionQueries.delete(id));
  }

  /** Ends every session of a user (disabled, or a new password). */
  async deleteOfUser(userId: number): Promise<void> {
    await this.db.run(...sessionQueries.deleteOfUser(userId));
  }
}
