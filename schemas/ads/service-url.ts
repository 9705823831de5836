// Where the ad service's library lives (spec 3 site config: siteId, isTesting). Pure: no DOM, no Node APIs.

/** spec 8 "Ad refresh fails": what is logged when the ad service is missing or throws; the page carries on. */
export const AD_SERVICE_UNAVAILABLE = 'ad service not available';

/**
 * The library's URL without extension, `{siteId}` standing for the site id: the script is this plus `.js`, the
 * stylesheet plus `.css`; a testing site loads the stage build, the same path under `/stage`. Deployments name
 * another provider with AD_SERVICE_URL.
 */
export const DEFAULT_AD_SERVICE_URL = 'https://htlbid.com/v3/{siteId}/htlbid';

export interface AdServiceConfig {
  siteId: string;
  isTesting: boolean;
}

export interface AdServiceUrls {
  script: string;
  stylesheet: string;
  /** The one origin the CSP allows for it. */
  origin: string;
  isTesting: boolean;
}

/** A pattern is an https URL naming `{siteId}` in its path. */
export function isAdServicePattern(pattern: string): boolean {
  if (!pattern.includes('{siteId}')) return false;
  try {
    const url = new URL(pattern.replaceAll('{siteId}', 'site'));
    return url.protocol === 'https:' && url.search === '' && url.hash === '';
  } catch {
    return false;
  }
}

/** The script, stylesheet and origin of a site's ad service; null when none is configured (or the id is empty). */
export function adServiceUrls(config: AdServiceConfig | null | undefined, pattern: string = DEFAULT_AD_SERVICE_URL): AdServiceUrls | null {
  const siteId = config?.siteId.trim();
  if (!config || !siteId || !isAdServicePattern(pattern)) return null;
  const url = new URL(pattern.replaceAll('{siteId}', encodeURIComponent(siteId)));
  if (config.isTesting) url.pathname = `/stage${url.pathname}`;
  const base = url.href;
  return { script: `${base}.js`, stylesheet: `${base}.css`, origin: url.origin, isTesting: config.isTesting };
}
