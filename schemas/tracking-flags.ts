// spec 5 tracking query flags, read from a page's query string. Pure and tiny: the browser reads them on every
// page, and ad targeting reads `adtest` through `adTestOf`.

/** The provider's own name, as in the diagnostics parameter (spec 8): `disable_gtm=athletics` disables its tags only. */
export const PROVIDER_NAME = 'athletics';

/** Which analytics and tag-manager scripts `disable_gtm` turns off: the school's (client), the provider's, or all. */
export type GtmDisabled = 'none' | 'all' | 'client' | 'provider';

export interface TrackingFlags {
  /** spec 5/9: tracking is on unless tracking_tags_enabled is exactly "false". */
  trackingTagsEnabled: boolean;
  /** The consent loader is off only when disable_airgap is exactly "true". */
  consentLoaderEnabled: boolean;
  /** transcend_test_bundle=true loads the consent manager's test bundle. */
  testConsentBundle: boolean;
  gtmDisabled: GtmDisabled;
}

function gtmDisabledOf(value: string | null): GtmDisabled {
  if (value === 'true') return 'all';
  if (value === 'client') return 'client';
  if (value === PROVIDER_NAME) return 'provider';
  return 'none';
}

export function readTrackingFlags(search: string | URLSearchParams): TrackingFlags {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  return {
    trackingTagsEnabled: q.get('tracking_tags_enabled') !== 'false',
    consentLoaderEnabled: q.get('disable_airgap') !== 'true',
    testConsentBundle: q.get('transcend_test_bundle') === 'true',
    gtmDisabled: gtmDisabledOf(q.get('disable_gtm')),
  };
}

/**
 * spec 5: `adtest` is passed to ad targeting only (nothing else reads it). Its value as given, or null when absent
 * or empty; at most 64 characters of letters, digits, dash and underscore (it ends up in ad requests).
 */
export function adTestOf(search: string | URLSearchParams): string | null {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = q.get('adtest');
  return value && /^[\w-]{1,64}$/.test(value) ? value : null;
}
