import { withoutHash, type StaffAccount, type StaffAccountWithHash, type StaffRole } from '../store/repositories/accounts.server.ts';
import type { Store } from '../store/store.server.ts';
import { hashPassword, passwordProblem } from './password.server.ts';

export type { StaffAccount, StaffRole };
export const STAFF_ROLES: readonly StaffRole[] = ['editor', 'admin'];

export class AccountError extends Error {
  readonly status: 400 | 404 | 409 | 422;
  constructor(status: 400 | 404 | 409 | 422, message: string) {
    super(message);
    this.status = status;
  }
}

const USERNAME = /^[A-Za-z0-9][A-Za-z0-9._@-]{1,63}$/;
export function usernameProblem(username: string): string | null {
  return USERNAME.test(username)
    ? null
    : 'Usernames are 2–64 letters, digits, dots, dashes, underscores or @, starting with a letter or digit';
}

/** The account and its hash by username, whatever its case (the column is NOCASE). */
export function findUserForSignIn(store: Store, tenant: string, username: string): Promise<StaffAccountWithHash | null> {
  return store.accounts.byUsername(tenant, username);
}

export function listUsers(store: Store, tenant: string): Promise<StaffAccount[]> {
  return store.accounts.list(tenant);
}

export function countUsers(store: Store, tenant: string): Promise<number> {
  return store.accounts.count(tenant);
}

/**
 * A new account. `onlyIfNone` creates it only when the tenant has no account yet (the first admin from the
 * environment: several workers may start at once, and only one of them may create it). Null when skipped.
 */
export async function createUser(
  store: Store,
  tenant: string,
  input: { username: string; password: string; role: StaffRole },
  { onlyIfNone = false, now = new Date() } = {},
): Promise<StaffAccount | null> {
  const problem = usernameProblem(input.username) ?? passwordProblem(input.password);
  if (problem) throw new AccountError(422, problem);
  if (!STAFF_ROLES.includes(input.role)) throw new AccountError(422, 'Role is editor or admin');
  const passwordHash = await hashPassword(input.password);
  return store.transaction(
    async ({ accounts }) => {
      if (onlyIfNone && (await accounts.count(tenant)) > 0) return null;
      if (await accounts.byUsername(tenant, input.username)) throw new AccountError(409, `The username "${input.username}" is taken`);
      const id = await accounts.insert(tenant, { username: input.username, passwordHash, role: input.role }, now);
      const at = now.toISOString();
      return { id, username: input.username, role: input.role, disabled: false, createdAt: at, updatedAt: at };
    },
    { immediate: true },
  );
}

/**
 * Changes an account's role, disabled flag or password. Disabling it or changing its password ends its sessions
 * (a stolen session dies with the old password); a role change holds from the next request on.
 */
export async function updateUser(
  store: Store,
  tenant: string,
  id: number,
  change: { role?: StaffRole; disabled?: boolean; password?: string },
  now = new Date(),
): Promise<StaffAccount> {
  if (change.role !== undefined && !STAFF_ROLES.includes(change.role)) throw new AccountError(422, 'Role is editor or admin');
  const problem = change.password === undefined ? null : passwordProblem(change.password);
  if (problem) throw new AccountError(422, problem);
  const hash = change.password === undefined ? null : await hashPassword(change.password);
  return store.transaction(
    async ({ accounts, sessions }) => {
      const row = await accounts.byId(tenant, id);
      if (!row) throw new AccountError(404, `No staff user ${id}`);
      await accounts.update(
        id,
        { role: change.role ?? row.role, disabled: change.disabled ?? row.disabled, passwordHash: hash ?? row.passwordHash },
        now,
      );
      // Someone must still be able to manage accounts (the transaction undoes the change).
      if ((await accounts.enabledAdmins(tenant)) === 0) throw new AccountError(409, 'The last enabled admin cannot be demoted or disabled');
      if (change.disabled === true || hash !== null) await sessions.deleteOfUser(id);
      return withoutHash((await accounts.byId(tenant, id)) ?? row);
    },
    { immediate: true },
  );
}
