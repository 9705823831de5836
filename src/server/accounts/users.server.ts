import type Database from 'better-sqlite3';
import { hashPassword, passwordProblem } from './password.server.ts';

export type StaffRole = 'editor' | 'admin';
export const STAFF_ROLES: readonly StaffRole[] = ['editor', 'admin'];

/** A staff account as the admin API shows it (never its hash). */
export interface StaffAccount {
  id: number;
  username: string;
  role: StaffRole;
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
}

interface UserRow {
  id: number;
  username: string;
  role: StaffRole;
  disabled: number;
  created_at: string;
  updated_at: string;
  password_hash: string;
}

export class AccountError extends Error {
  readonly status: 400 | 404 | 409 | 422;
  constructor(status: 400 | 404 | 409 | 422, message: string) {
    super(message);
    this.status = status;
  }
}

const USERNAME = /^[A-Za-z0-9][A-Za-z0-9._@-]{1,63}$/;
export function usernameProblem(username: string): string | null {
  return USERNAME.test(username) ? null : 'Usernames are 2–64 letters, digits, dots, dashes, underscores or @, starting with a letter or digit';
}

const toAccount = (row: UserRow): StaffAccount => ({
  id: row.id, username: row.username, role: row.role, disabled: row.disabled === 1, createdAt: row.created_at, updatedAt: row.updated_at,
});

const COLUMNS = 'id, username, role, disabled, created_at, updated_at, password_hash';

/** The account and its hash by username, whatever its case (the column is NOCASE). */
export function findUserForSignIn(db: Database.Database, tenant: string, username: string): (StaffAccount & { passwordHash: string }) | null {
  const row = db.prepare<[string, string], UserRow>(`SELECT ${COLUMNS} FROM staff_users WHERE tenant = ? AND username = ?`).get(tenant, username);
  return row ? { ...toAccount(row), passwordHash: row.password_hash } : null;
}

export function listUsers(db: Database.Database, tenant: string): StaffAccount[] {
  return db.prepare<[string], UserRow>(`SELECT ${COLUMNS} FROM staff_users WHERE tenant = ? ORDER BY username`).all(tenant).map(toAccount);
}

export function countUsers(db: Database.Database, tenant: string): number {
  return db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM staff_users WHERE tenant = ?').get(tenant)?.n ?? 0;
}

/**
 * A new account. `onlyIfNone` creates it only when the tenant has no account yet (the first admin from the
 * environment: several workers may start at once, and only one of them may create it). Null when skipped.
 */
export async function createUser(
  db: Database.Database,
  tenant: string,
  input: { username: string; password: string; role: StaffRole },
  { onlyIfNone = false, now = new Date() } = {},
): Promise<StaffAccount | null> {
  const problem = usernameProblem(input.username) ?? passwordProblem(input.password);
  if (problem) throw new AccountError(422, problem);
  if (!STAFF_ROLES.includes(input.role)) throw new AccountError(422, 'Role is editor or admin');
  const hash = await hashPassword(input.password);
  const at = now.toISOString();
  const insert = db.transaction(() => {
    if (onlyIfNone && countUsers(db, tenant) > 0) return null;
    if (findUserForSignIn(db, tenant, input.username)) throw new AccountError(409, `The username "${input.username}" is taken`);
    const result = db
      .prepare('INSERT INTO staff_users (tenant, username, password_hash, role, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(tenant, input.username, hash, input.role, at, at);
    return { id: Number(result.lastInsertRowid), username: input.username, role: input.role, disabled: false, createdAt: at, updatedAt: at };
  });
  return insert.immediate();
}

/**
 * Changes an account's role, disabled flag or password. Disabling it or changing its password ends its sessions
 * (a stolen session dies with the old password); a role change holds from the next request on.
 */
export async function updateUser(
  db: Database.Database,
  tenant: string,
  id: number,
  change: { role?: StaffRole; disabled?: boolean; password?: string },
  now = new Date(),
): Promise<StaffAccount> {
  if (change.role !== undefined && !STAFF_ROLES.includes(change.role)) throw new AccountError(422, 'Role is editor or admin');
  const problem = change.password === undefined ? null : passwordProblem(change.password);
  if (problem) throw new AccountError(422, problem);
  const hash = change.password === undefined ? null : await hashPassword(change.password);
  return db.transaction(() => {
    const row = db.prepare<[number, string], UserRow>(`SELECT ${COLUMNS} FROM staff_users WHERE id = ? AND tenant = ?`).get(id, tenant);
    if (!row) throw new AccountError(404, `No staff user ${id}`);
    db.prepare('UPDATE staff_users SET role = ?, disabled = ?, password_hash = ?, updated_at = ? WHERE id = ?').run(
      change.role ?? row.role, change.disabled === undefined ? row.disabled : Number(change.disabled), hash ?? row.password_hash, now.toISOString(), id,
    );
    // Someone must still be able to manage accounts (the transaction undoes the change).
    const admins = db.prepare<[string], { n: number }>("SELECT count(*) AS n FROM staff_users WHERE tenant = ? AND role = 'admin' AND disabled = 0").get(tenant)?.n ?? 0;
    if (admins === 0) throw new AccountError(409, 'The last enabled admin cannot be demoted or disabled');
    if (change.disabled === true || hash !== null) db.prepare('DELETE FROM staff_sessions WHERE user_id = ?').run(id);
    const updated = db.prepare<[number], UserRow>(`SELECT ${COLUMNS} FROM staff_users WHERE id = ?`).get(id);
    return toAccount(updated ?? row);
  }).immediate();
}
