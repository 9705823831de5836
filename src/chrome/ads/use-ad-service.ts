import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router';
import type { AdServiceUrls } from '#schemas/ads/service-url.ts';
import type { AdPage } from './ad-service.ts';

export type { AdPage };

type Runtime = typeof import('./ad-service.ts');
// The ad code is its own chunk: sites without an ad service (and their first paint) never download it.
const loadRuntime = (): Promise<Runtime> => import('./ad-service.ts');

/**
 * spec 4: with an ad service configured (urls), the first page loads it with its targeting, and every page
 * after a client navigation (path or query) sends its targeting, a new-page call and a forced refresh.
 * Without one (null), nothing loads.
 */
export function useAdService(urls: AdServiceUrls | null, current: AdPage): void {
  const { pathname, search } = useLocation();
  const report = useEffectEvent((runtime: Runtime) => {
    if (urls) runtime.reportCurrentPage(urls, current);
  });
  useEffect(() => {
    if (!urls) return;
    let live = true;
    let cancel = () => {};
    loadRuntime().then(
      (runtime) => {
        if (live) cancel = runtime.afterRender(() => report(runtime));
      },
      // spec 8, AD_SERVICE_UNAVAILABLE's words (importing the constant would split a chunk off the root's).
      (error: unknown) => console.warn('ad service not available', error instanceof Error ? error.message : error),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [urls, pathname, search]);
}
