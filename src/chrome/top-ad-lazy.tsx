import { Suspense, lazy } from 'react';

// The top ad (and its scroll handling) is code only sites with an ad service download. The server renders it
// in full; hydration keeps that markup until the chunk arrives.
const LazyTopAd = lazy(() => import('./top-ad.tsx').then((module) => ({ default: module.TopAd })));

/** spec 2.6 top ad slot, loaded on demand (see top-ad.tsx). */
export function TopAd({ pageType }: { pageType: string | undefined }) {
  return (
    <Suspense fallback={null}>
      <LazyTopAd pageType={pageType} />
    </Suspense>
  );
}
