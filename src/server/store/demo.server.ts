import type { Repositories } from './repositories.server.ts';
import type { Store } from './store.server.ts';

/**
 * The store remembers that a tenant is the demo school (a setting the demo seed writes in its transaction): the
 * demo-only endpoints (placeholder art, the game simulator) answer only then, never for a real school.
 */
export const DEMO_SETTING = 'demo';

export function markDemo(tx: Pick<Repositories, 'settings'>, tenant: string): Promise<void> {
  return tx.settings.put(tenant, DEMO_SETTING, { seeded: true });
}

export function isDemo(store: Store, tenant: string): Promise<boolean> {
  return store.memo(tenant, DEMO_SETTING, async () => {
    const value = await store.settings.get(tenant, DEMO_SETTING);
    return typeof value === 'object' && value !== null && (value as { seeded?: unknown }).seeded === true;
  });
}
