import { useEffect } from 'react';
import type { PagePayload } from '#schemas/page.ts';
import { useOptionalApi } from '#src/data/api-provider.tsx';
import type { TrackingData } from './track-page.ts';

/** Any tag manager, analytics or consent script configured (site config, analytics settings). */
const scriptsConfigured = (t: TrackingData) =>
  Boolean(
    t.siteConfig?.gtmIds.length ||
    t.siteConfig?.consentBundleId ||
    t.analytics?.analyticsMeasurementIds.length ||
    t.analytics?.tagManagerCodes.length,
  );

/**
 * spec 4: tracking after each page. The work lives in a chunk fetched after hydration, and only on pages that
 * have something to feed: tags that apply (the page payload says so) or a tag manager, analytics or consent
 * script configured. The data-layer event exists for those; a default site loads no tracking code at all
 * (a budget of npm run bench). A chunk that fails to load is asked for again on the next page.
 */
let module: Promise<typeof import('./track-page.ts')> | null = null;
const loadModule = () =>
  (module ??= import('./track-page.ts').catch((error: unknown) => {
    module = null;
    throw error;
  }));

export function Tracking({ page, tracking }: { page: PagePayload | null; tracking: TrackingData }) {
  const api = useOptionalApi();
  useEffect(() => {
    const configured = scriptsConfigured(tracking);
    if (!page || !api || (page.hasTrackingTags === false && !configured)) return;
    let active = true;
    let stop: (() => void) | undefined;
    loadModule().then(
      ({ trackPage }) => {
        if (active) stop = trackPage(api, page, tracking, configured);
      },
      (error: unknown) => console.error('Tracking failed to load', error),
    );
    return () => {
      active = false;
      stop?.();
    };
  }, [api, page, tracking]);
  return null;
}
