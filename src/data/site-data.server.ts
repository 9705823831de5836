import * as z from 'zod/mini';
import { NavItemSchema } from '#schemas/entities/navigation.ts';
import { AlertSchema, SeoSchema, SiteSettingsSchema } from '#schemas/entities/site.ts';
import type { ApiClient } from './api-client.ts';

/**
 * Everything the site chrome needs, fetched in parallel once per document (spec 4: app start). The sports
 * list is not among it: the current sport is resolved with the page payload, on the server.
 */
export async function loadSiteData(api: ApiClient) {
  const [navigation, site, seo, alerts] = await Promise.all([
    api.get('/api/v2/navigation', { schema: z.array(NavItemSchema), empty: [] }),
    api.get('/api/v2/common/settings', { schema: z.nullable(SiteSettingsSchema), empty: null }),
    api.get('/api/v2/Seo', { schema: z.nullable(SeoSchema), empty: null }),
    api.get('/api/v2/Alert/active', { schema: z.array(AlertSchema), empty: [] }),
  ]);
  return { navigation, site, seo, alerts };
}
export type SiteData = Awaited<ReturnType<typeof loadSiteData>>;
