import { lazy, Suspense, useEffect, useState } from 'react';
import { SPLASH_COOKIE, SPLASH_HIDE } from '#schemas/constants.ts';
import { useOptionalApi } from '#src/data/api-provider.tsx';

const SplashDialog = lazy(() => import('./splash-dialog.tsx'));

const hidden = () => typeof document !== 'undefined' && document.cookie.split(';').some((c) => c.trim().startsWith(`${SPLASH_COOKIE}=`));
function hide(until: { maxAgeMs?: number; expires?: string }) {
  const lifetime = until.expires
    ? `Expires=${new Date(until.expires).toUTCString()}`
    : `Max-Age=${Math.round((until.maxAgeMs ?? 0) / 1000)}`;
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
  const [splash, setSplash] = useState<unknown>(null);
  useEffect(() => {
    if (!api || path.includes('/splash') || hidden()) return;
    let active = true;
    api
      .raw(`/api/v2/Splash/${sportId}`)
      .then(async (response) => {
        if (!active || response.status === 204) return;
        if (!response.ok) throw new Error(String(response.status));
        // Checked against its schema in the dialog's own chunk: pages without a splash never load it.
        const body: unknown = await response.json();
        hide({ maxAgeMs: SPLASH_HIDE.shownMs });
        setSplash(body);
      })
      .catch(() => console.error('Failed to fetch splash page content'));
    return () => {
      active = false;
    };
  }, [api, sportId, path]);
  if (!splash || !api) return null;
  const close = (until: Parameters<typeof hide>[0]) => {
    hide(until);
    setSplash(null);
  };
  const follow = (id: number, link: string | null) => {
    const target = link ?? '/';
    api
      .raw(`/api/v2/Splash/click/${id}`, { method: 'POST' })
      .catch(() => console.error('Failed to track click action'))
      .finally(() => {
        hide({ maxAgeMs: SPLASH_HIDE.continueMs });
        window.location.assign(target.startsWith('/') || /^https:\/\//.test(target) ? target : '/');
      });
  };
  return (
    <Suspense fallback={null}>
      <SplashDialog
        body={splash}
        onContinue={() => close({ maxAgeMs: SPLASH_HIDE.continueMs })}
        onSkip={() => close({ expires: SPLASH_HIDE.permanentUntil })}
        onFollow={follow}
      />
    </Suspense>
  );
}
