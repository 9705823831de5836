import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router';
import { adTargetingOf, adtestFlag } from '#schemas/ads/targeting.ts';
import type { AdServiceUrls } from '#schemas/ads/service-url.ts';
import { afterRender, reportPage } from './ad-service.ts';

/** The page the ad service is told about (page null on error and not-found pages). */
export interface AdPage {
  page: { name: string; type: string; path: string } | null;
  /** The current sport's global short name (spec 3 codes), if any. */
  sportCode: string | null;
}

/**
 * spec 4: with an ad service configured (urls), the first page loads it with its targeting, and every page
 * after a client navigation (path or query) sends its targeting, a new-page call and a forced refresh.
 * Without one (null), nothing loads.
 */
export function useAdService(urls: AdServiceUrls | null, current: AdPage): void {
  const { pathname, search } = useLocation();
  const report = useEffectEvent(() => {
    if (!urls) return;
    const targeting = adTargetingOf(current.page, current.sportCode, adtestFlag(window.location.search));
    reportPage(urls, targeting, { title: document.title, path: window.location.pathname });
  });
  useEffect(() => {
    if (!urls) return;
    return afterRender(report);
  }, [urls, pathname, search]);
}
