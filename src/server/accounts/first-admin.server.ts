import type { Store } from '../store/store.server.ts';
import { countUsers, createUser } from './users.server.ts';

/**
 * The first admin from the environment. With ADMIN_USERNAME and ADMIN_PASSWORD set and no account
 * in the tenant yet, that admin is created (once: later starts, and other workers, find an account and skip).
 * There is no default password: without both variables nothing is created.
 */
export async function ensureFirstAdmin(
  store: Store,
  tenant: string,
  username: string | undefined,
  password: string | undefined,
): Promise<boolean> {
  // Checked before hashing too (every worker starts here), and again inside createUser's transaction.
  if (!username || !password || (await countUsers(store, tenant)) > 0) return false;
  const created = await createUser(store, tenant, { username, password, role: 'admin' }, { onlyIfNone: true });
  if (created) console.info(`Created the first staff admin "${created.username}" from ADMIN_USERNAME`);
  return created !== null;
}
