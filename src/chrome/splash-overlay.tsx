import { lazy, Suspense, useEffect, useState } from 'react';
import { SPLASH_COOKIE, SPLASH_HIDE, SplashSchema, type Splash } from '#schemas/entities/splash.ts';
import { useOptionalApi } from '#src/data/api-provider.tsx';

const SplashDialog = lazy(() => import('./splash-dialog.tsx'));

const hidden = () => typeof document !== 'undefined' && document.cookie.split(';').some((c) => c.trim().startsWith(`${SPLASH_COOKIE}=`));
function hide(until: { maxAgeMs?: number; expires?: string }) {
  const lifetime = until.expires ? `Expires=${new Date(until.expires).toUTCString()}` : `Max-Age=${Math.round((until.maxAgeMs ?? 0) / 1000)}`;
  document.cookie = `${SPLASH_COOKIE}=1; ${lifetime}; Path=/; SameSite=Lax`;
}

/**
 * spec 4/5 splash: on each page whose path has no `/splash`, unless a hide marker is set, the page asks the content
 * API for its sport's live splash (the site-wide one off sport pages) and shows it over the page (fixed: nothing
 * below moves). Shown sets the 5-minute marker; "Continue to Home" hides it 4 hours, "Skip Permanently" until the
 * end of 2040; the picture records a click and goes to its link, or home.
 */
export function SplashOverlay({ sportId, path }: { sportId: number; path: string }) {
  const api = useOptionalApi();
  const [splash, setSplash] = useState<Splash | null>(null);
  useEffect(() => {
    if (!api || path.includes('/splash') || hidden()) return;
    let active = true;
    api.raw(`/api/v2/Splash/${sportId}`).then(async (response) => {
      if (!active || response.status === 204) return;
      if (!response.ok) throw new Error(String(response.status));
      const parsed = SplashSchema.safeParse(await response.json());
      if (!parsed.success) throw new Error(parsed.error.message);
      hide({ maxAgeMs: SPLASH_HIDE.shownMs });
      setSplash(parsed.data);
    }).catch(() => console.error('Failed to fetch splash page content'));
    return () => {
      active = false;
    };
  }, [api, sportId, path]);
  if (!splash || !api) return null;
  const close = (until: Parameters<typeof hide>[0]) => {
    hide(until);
    setSplash(null);
  };
  const follow = () => {
    const target = splash.link ?? '/';
    api.raw(`/api/v2/Splash/click/${splash.id}`, { method: 'POST' })
      .catch(() => console.error('Failed to track click action'))
      .finally(() => {
        hide({ maxAgeMs: SPLASH_HIDE.continueMs });
        window.location.assign(target.startsWith('/') || /^https:\/\//.test(target) ? target : '/');
      });
  };
  return (
    <Suspense fallback={null}>
      <SplashDialog splash={splash} onContinue={() => close({ maxAgeMs: SPLASH_HIDE.continueMs })} onSkip={() => close({ expires: SPLASH_HIDE.permanentUntil })} onFollow={follow} />
    </Suspense>
  );
}
