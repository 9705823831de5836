import { apiError, json } from '../http.server.ts';
import type { ApiRoute } from '../types.server.ts';

/**
 * What caches key on (CDN-ready caching). Every page and API ETag is derived from the tenant's content
 * version, which every write bumps; a renderer in front of an external API asks this call for it, and so may a
 * CDN. The purge call bumps it by hand (staff only): every ETag changes, so every cache revalidates to new copies.
 */
export const cacheRoutes: ApiRoute[] = [
  [
    'GET',
    /^\/content-version$/,
    async ({ store, tenant }) =>
      json({ contentVersion: await store.tenants.contentVersion(tenant) }, { headers: { 'cache-control': 'no-store' } }),
  ],
  [
    'POST',
    /^\/cache\/purge$/,
    async ({ store, tenant, staff }) => {
      if (!staff) return apiError(401, 'Staff credential required');
      await store.tenants.bumpVersion(tenant);
      return json({ contentVersion: await store.tenants.contentVersion(tenant) }, { headers: { 'cache-control': 'no-store' } });
    },
  ],
];
