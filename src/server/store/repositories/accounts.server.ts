import type { Db, Dialect, Query } from '../db.server.ts';

export type StaffRole = 'editor' | 'admin';

/** A staff account as the admin API shows it (never its hash). */
export interface StaffAccount {
  id: number;
  username: string;
  role: StaffRole;
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
}

export type StaffAccountWithHash = StaffAccount & { passwordHash: string };

interface UserRow {
  id: number;
  username: string;
  role: StaffRole;
  disabled: number;
  created_at: string;
  updated_at: string;
  password_hash: string;
}

const COLUMNS = 'id, username, role, disabled, created_at, updated_at, password_hash';

const toAccount = (row: UserRow): StaffAccountWithHash => ({
  id: row.id,
  username: row.username,
  role: row.role,
  disabled: row.disabled === 1,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  passwordHash: row.password_hash,
});

export const withoutHash = ({ passwordHash: _hash, ...account }: StaffAccountWithHash): StaffAccount => account;

export const accountQueries = {
  // SQLite's column is NOCASE; PostgreSQL's unique index is on lower(username) (ASCII folding under "C", as NOCASE).
  byUsername: (dialect: Dialect, tenant: string, username: string): Query => [
    `SELECT ${COLUMNS} FROM staff_users WHERE tenant = ? AND ${dialect === 'sqlite' ? 'username = ?' : 'lower(username) = lower(?)'}`,
    [tenant, username],
  ],
  byId: (tenant: string, id: number): Query => [`SELECT ${COLUMNS} FROM staff_users WHERE id = ? AND tenant = ?`, [id, tenant]],
  list: (dialect: Dialect, tenant: string): Query => [
    `SELECT ${COLUMNS} FROM staff_users WHERE tenant = ? ORDER BY ${dialect === 'sqlite' ? 'username' : 'lower(username)'}`,
    [tenant],
  ],
  count: (tenant: string): Query => ['SELECT count(*) AS n FROM staff_users WHERE tenant = ?', [tenant]],
  enabledAdmins: (tenant: string): Query => [
    "SELECT count(*) AS n FROM staff_users WHERE tenant = ? AND role = 'admin' AND disabled = 0",
    [tenant],
  ],
  insert: (tenant: string, username: string, passwordHash: string, role: StaffRole, at: string): Query => [
    'INSERT INTO staff_users (tenant, username, password_hash, role, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id',
    [tenant, username, passwordHash, role, at, at],
  ],
  update: (id: number, change: { role: StaffRole; disabled: boolean; passwordHash: string }, at: string): Query => [
    'UPDATE staff_users SET role = ?, disabled = ?, password_hash = ?, updated_at = ? WHERE id = ?',
    [change.role, change.disabled ? 1 : 0, change.passwordHash, at, id],
  ],
};

/** Staff accounts (table staff_users: the username is NOCASE, the password only as a hash). */
export class AccountsRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** The account and its hash by username, whatever its case. */
  async byUsername(tenant: string, username: string): Promise<StaffAccountWithHash | null> {
    const row = await this.db.get<UserRow>(...accountQueries.byUsername(this.db.dialect, tenant, username));
    return row ? toAccount(row) : null;
  }

  async byId(tenant: string, id: number): Promise<StaffAccountWithHash | null> {
    const row = await this.db.get<UserRow>(...accountQueries.byId(tenant, id));
    return row ? toAccount(row) : null;
  }

  async list(tenant: string): Promise<StaffAccount[]> {
    return (await this.db.all<UserRow>(...accountQueries.list(this.db.dialect, tenant))).map((row) => withoutHash(toAccount(row)));
  }

  async count(tenant: string): Promise<number> {
    return (await this.db.get<{ n: number }>(...accountQueries.count(tenant)))?.n ?? 0;
  }

  async enabledAdmins(tenant: string): Promise<number> {
    return (await this.db.get<{ n: number }>(...accountQueries.enabledAdmins(tenant)))?.n ?? 0;
  }

  /** The new account's id. */
  async insert(tenant: string, account: { username: string; passwordHash: string; role: StaffRole }, at: Date): Promise<number> {
    return (await this.db.run(...accountQueries.insert(tenant, account.username, account.passwordHash, account.role, at.toISOString())))
      .lastInsertRowid;
  }

  async update(id: number, change: { role: StaffRole; disabled: boolean; passwordHash: string }, at: Date): Promise<void> {
    await this.db.run(...accountQueries.update(id, change, at.toISOString()));
  }
}
