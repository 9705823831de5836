import { adServiceUrls } from '#schemas/ads/service-url.ts';
import { lastSiteAds } from '#src/data/site-data.server.ts';
import type { Store } from './store/store.server.ts';

/**
 * The origins the CSP allows for the ad service (spec 3 site config): exactly the configured library's origin,
 * and only while the site has an ad service. With the embedded store the settings are read per response (cached
 * per content version); with an external content API, the settings the chrome last loaded.
 */
export function adOriginsFor(store: Store | undefined, tenant: string, pattern: string): () => Promise<readonly string[]> {
  return async () => {
    if (!store) {
      const ads = lastSiteAds();
      return ads ? [ads.origin] : [];
    }
    try {
      const urls = adServiceUrls((await store.settings.site(tenant)).adService, pattern);
      return urls ? [urls.origin] : [];
    } catch {
      // Unreadable settings: no ad service (the page itself reports the settings error).
      return [];
    }
  };
}
