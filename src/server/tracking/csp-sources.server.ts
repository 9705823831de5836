import { AnalyticsSettingsSchema, SiteConfigSchema, type AnalyticsSettings, type SiteConfig } from '#schemas/entities/tracking.ts';
import { ANALYTICS_ORIGINS, CONSENT_ORIGIN, CONSENT_TELEMETRY_ORIGIN, TAG_MANAGER_ORIGIN } from '#schemas/tracking-hosts.ts';
import type { ApiClient } from '#src/data/api-client.ts';
import { tagScriptSources } from '../api/routes/tracking.server.ts';
import type { Store } from '../store/store.server.ts';

/** Origins the page CSP adds per directive for tracking. */
export interface CspSources {
  script: readonly string[];
  connect: readonly string[];
  img: readonly string[];
  /** Stylesheet origins (the ad service's). */
  style?: readonly string[];
  /**
   * A tag manager or consent manager is configured: it injects scripts of its own, which it can only mark with
   * the page's nonce, so pages keep their per-response nonce and are not kept by shared caches.
   */
  nonceRequired?: boolean;
}
export const NO_CSP_SOURCES: CspSources = { script: [], connect: [], img: [] };

/**
 * The third-party origins the CSP allows for tracking: exactly those of the configured ids, never a wildcard, and
 * nothing when none is configured (the default site loads no third-party code). Tags from the store load with the
 * page's nonce instead; these are for what the tag managers load after them.
 */
export function trackingCspSources(config: SiteConfig | null, analytics: AnalyticsSettings | null): CspSources {
  const managers = (config?.gtmIds.length ?? 0) + (analytics?.tagManagerCodes.length ?? 0) > 0;
  const measurement = (analytics?.analyticsMeasurementIds.length ?? 0) > 0;
  const consent = Boolean(config?.consentBundleId);
  const google = managers || measurement;
  return {
    nonceRequired: google || consent,
    script: [...(google ? [TAG_MANAGER_ORIGIN] : []), ...(consent ? [CONSENT_ORIGIN] : [])],
    connect: [
      ...(google ? [TAG_MANAGER_ORIGIN] : []),
      ...(measurement ? ANALYTICS_ORIGINS : []),
      ...(consent ? [CONSENT_ORIGIN, CONSENT_TELEMETRY_ORIGIN] : []),
    ],
    img: [...(google ? [TAG_MANAGER_ORIGIN] : []), ...(measurement ? ANALYTICS_ORIGINS : [])],
  };
}

function parsed<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }, value: unknown): T | null {
  const result = schema.safeParse(value);
  return result.success ? result.data : null;
}

/** With the embedded store: read once per content version (a settings write changes the CSP of the next page). */
export function storeCspSources(store: Store, tenant: string): () => Promise<CspSources> {
  return () =>
    store.memo(tenant, 'csp:tracking', async () => {
      const [config, analytics, tags] = await Promise.all([
        store.settings.get(tenant, 'site_config'),
        store.settings.get(tenant, 'analytics'),
        tagScriptSources(store, tenant),
      ]);
      const managers = trackingCspSources(parsed(SiteConfigSchema, config), parsed(AnalyticsSettingsSchema, analytics));
      return { ...managers, script: [...managers.script, ...tags] };
    });
}

/** With an external content API: asked at most once a minute; until the first answer, nothing is added. */
export function remoteCspSources(api: () => ApiClient, ttlMs = 60_000): () => CspSources {
  let held: CspSources = NO_CSP_SOURCES;
  let at = Number.NEGATIVE_INFINITY;
  return () => {
    if (Date.now() - at > ttlMs) {
      at = Date.now();
      const client = api();
      void Promise.all([
        client.get('/api/v2/common/config', { schema: SiteConfigSchema, empty: null }),
        client.get('/api/v2/Analytics/settings', { schema: AnalyticsSettingsSchema, empty: null }),
      ]).then(([config, analytics]) => {
        held = trackingCspSources(config, analytics);
      });
    }
    return held;
  };
}
