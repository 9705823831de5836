import type { Store } from './store.server.ts';

/**
 * The store remembers that a tenant is the demo school (a setting the demo seed writes in its transaction): the
 * demo-only endpoints (placeholder art, the game simulator) answer only then, never for a real school.
 */
export const DEMO_SETTING = 'demo';

export function markDemo(store: Store, tenant: string): void {
  store.putSetting(tenant, DEMO_SETTING, { seeded: true });
}

export function isDemo(store: Store, tenant: string): boolean {
  return store.cached(tenant, DEMO_SETTING, () => {
    const value = store.getSetting(tenant, DEMO_SETTING);
    return typeof value === 'object' && value !== null && (value as { seeded?: unknown }).seeded === true;
  });
}
