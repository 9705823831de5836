import * as z from 'zod/mini';
import { AlertSchema, SiteSettingsSchema } from '#schemas/entities/site.ts';
import { PromotionSchema } from '#schemas/entities/promotion.ts';
import { AnalyticsSettingsSchema, SiteConfigSchema } from '#schemas/entities/tracking.ts';
import { SidearmNavItemSchema, navigationFromSidearm } from '#schemas/sidearm/navigation.ts';
import { SidearmSeoSchema, seoFromSidearm } from '#schemas/sidearm/seo.ts';
import { SidearmGoogleSchema, analytics360FromSidearm } from '#schemas/sidearm/settings.ts';
import { adServiceUrls, type AdServiceUrls } from '#schemas/ads/service-url.ts';
import { env } from '#src/server/env.server.ts';
import type { ApiClient } from './api-client.ts';

// The content API answers `/Navigation`, `/Seo` and `/Google` in SIDEARM's shapes (docs/decisions/0037-sidearm-shaped-reads.md):
// read through the same lenient schemas and mappers the importer uses.
const NavigationWireSchema = z.pipe(z.array(SidearmNavItemSchema), z.transform((items) => navigationFromSidearm(items).value));
const SeoWireSchema = z.nullable(z.pipe(SidearmSeoSchema, z.transform(seoFromSidearm)));
const GoogleWireSchema = z.nullable(z.pipe(SidearmGoogleSchema, z.transform(analytics360FromSidearm)));

const TemplateListSchema = z.array(z.object({ page: z.string(), version: z.number() }));

/**
 * Everything the site chrome needs, fetched in parallel once per document (spec 4: app start): the chrome's data,
 * and site config, 360, mobile, template, sport template and analytics settings. The sports list is not among it:
 * the current sport is resolved with the page payload, on the server.
 */
export async function loadSiteData(api: ApiClient) {
  const [navigation, site, seo, alerts, headerIcons, footerSponsors, siteConfig, analytics360, mobile, templates, sportTemplates, analytics] = await Promise.all([
    api.get('/api/v2/Navigation', { schema: NavigationWireSchema, empty: [] }),
    api.get('/api/v2/common/settings', { schema: z.nullable(SiteSettingsSchema), empty: null }),
    api.get('/api/v2/Seo', { schema: SeoWireSchema, empty: null }),
    api.get('/api/v2/Alert/active', { schema: z.array(AlertSchema), empty: [] }),
    // spec 2.6: the header's icon-button promotion block (204: none).
    api.get('/api/v2/promotions/header-icons', { schema: z.nullable(PromotionSchema), empty: null }),
    // spec 2.6: the footer's sponsor rotator on every page (204: none).
    api.get('/api/v2/promotions/footer-sponsors', { schema: z.nullable(PromotionSchema), empty: null }),
    api.get('/api/v2/common/config', { schema: z.nullable(SiteConfigSchema), empty: null }),
    api.get('/api/v2/Google', { schema: GoogleWireSchema, empty: null }),
    api.get('/api/v2/mobile/settings', { schema: z.nullable(SiteSettingsSchema.shape.mobile), empty: null }),
    api.get('/api/v2/common/templates', { schema: TemplateListSchema, empty: null }),
    api.get('/api/v2/common/templates/sports-pages', { schema: TemplateListSchema, empty: null }),
    api.get('/api/v2/Analytics/settings', { schema: z.nullable(AnalyticsSettingsSchema), empty: null }),
  ]);
  // spec 4: a start-up error goes to the global error state. Config calls fail quietly (spec 8); without the
  // template settings no page can be laid out, so that failure is the start-up error.
  if (templates === null || sportTemplates === null) throw new Error('Start-up failed: the template settings could not be loaded');
  lastAds = adServiceUrls(site?.adService, env().AD_SERVICE_URL);
  return {
    navigation, site, seo, alerts, headerIcons: headerIcons?.location.type === 'icons' ? headerIcons.campaigns : [], mobile,
    // What the browser's tracking needs (spec 4: fetched only if not already held, so it is held from the start).
    tracking: { siteConfig, analytics, analytics360 },
    footerSponsors,
    // spec 3 site config: where this site's ad service loads from (null: no ad service, no ad slots).
    ads: lastAds,
  };
}
export type SiteData = Awaited<ReturnType<typeof loadSiteData>>;

let lastAds: AdServiceUrls | null = null;
/** The ad service of the settings loaded last (the CSP's source with an external content API). */
export function lastSiteAds(): AdServiceUrls | null {
  return lastAds;
}

/** spec 4: alerts expire by date, so even an unchanged store is asked again after this long. */
const SITE_DATA_TTL_MS = 30_000;
let cached: { key: string; at: number; data: Promise<SiteData> } | null = null;

/**
 * The chrome's data is the same for every visitor of one content version: with the embedded store it is
 * loaded once per version (and at most every 30 s), not on every request. An external API is always asked.
 */
export function siteDataFor(api: ApiClient, contentVersion: number | null, staff: boolean): Promise<SiteData> {
  if (contentVersion === null || staff) return loadSiteData(api);
  const key = String(contentVersion);
  const now = Date.now();
  if (!cached || cached.key !== key || now - cached.at > SITE_DATA_TTL_MS) {
    const data = loadSiteData(api);
    cached = { key, at: now, data };
    // A failed start is not kept: the next request tries again.
    data.catch(() => {
      if (cached?.data === data) cached = null;
    });
  }
  return cached.data;
}
