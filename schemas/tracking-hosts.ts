// The third-party origins tracking loads from (spec 7 third-party loads): the browser builds its script URLs from
// them, the server's CSP names them only when site config or analytics settings configure an id.

/** Tag manager (gtm.js) and Google tag (gtag/js) scripts. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
/** Where the Google tag sends measurements (Google's documented CSP for GA4, without its wildcard). */
export const ANALYTICS_ORIGINS = [
  'https://www.google-analytics.com',
  'https://region1.google-analytics.com',
  'https://analytics.google.com',
  'https://stats.g.doubleclick.net',
] as const;
/** The consent manager's loader and its telemetry. */
export const CONSENT_ORIGIN = 'https://transcend-cdn.com';
export const CONSENT_TELEMETRY_ORIGIN = 'https://telemetry.transcend.io';

export const tagManagerUrl = (id: string) => `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
export const googleTagUrl = (id: string) => `${TAG_MANAGER_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
/** spec 5: transcend_test_bundle=true loads the test bundle. */
export const consentLoaderUrl = (bundleId: string, test: boolean) =>
  `${CONSENT_ORIGIN}/${test ? 'cm-test' : 'cm'}/${encodeURIComponent(bundleId)}/airgap.js`;
