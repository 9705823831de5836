import { useCallback, useSyncExternalStore } from 'react';
import type { Alert } from '#schemas/entities/site.ts';
import { EarlyPress } from './early-press.tsx';
import { useHydrated } from './use-hydrated.ts';

/** spec 9: alert dismissal lasts 12 hours; alerts shown default 1. */
export const ALERT_DISMISS_MS = 12 * 3600_000;
export const ALERTS_SHOWN_DEFAULT = 1;
const markerKey = (id: number) => `alert-dismissed-${id}`;
const listeners = new Set<() => void>();

function dismissedAt(id: number): number {
  try {
    return Number(window.localStorage.getItem(markerKey(id)) ?? 0);
  } catch {
    return 0;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * spec 4, 5: active alerts (the API already keeps enabled, web-visible, unexpired ones), newest id first, at
 * most `max`, minus those dismissed in the last 12 hours (the marker lives in the browser).
 */
export function AlertBanner({ alerts, max = ALERTS_SHOWN_DEFAULT }: { alerts: readonly Alert[]; max?: number }) {
  const visibleIds = useSyncExternalStore(
    subscribe,
    () =>
      alerts
        .filter((a) => Date.now() - dismissedAt(a.id) > ALERT_DISMISS_MS)
        .toSorted((a, b) => b.id - a.id)
        .slice(0, max)
        .map((a) => a.id)
        .join(','),
    // The server shows every active alert; a browser that dismissed one hides it after hydration. Fans who
    // never dismissed see no shift (a client-only banner would push every page down once it appears).
    () =>
      alerts
        .toSorted((a, b) => b.id - a.id)
        .slice(0, max)
        .map((a) => a.id)
        .join(','),
  );
  const dismiss = useCallback((id: number) => {
    try {
      window.localStorage.setItem(markerKey(id), String(Date.now()));
    } catch {
      // Storage may be unavailable (private mode): the alert then hides for this page view only.
    }
    for (const listener of listeners) listener();
  }, []);
  const hydrated = useHydrated();
  const shown = visibleIds ? visibleIds.split(',').map(Number) : [];
  if (shown.length === 0) return null;
  return (
    <div className="alert-banners" role="region" aria-label="Alerts">
      {shown.map((id) => {
        const alert = alerts.find((a) => a.id === id);
        if (!alert) return null;
        return (
          <div key={id} className="alert-banner">
            <div className="container alert-banner-inner">
              <strong>{alert.title}</strong>
              {hydrated ? (
                <button type="button" className="alert-dismiss" onClick={() => dismiss(id)}>
                  Dismiss<span className="visually-hidden"> alert: {alert.title}</span>
                </button>
              ) : (
                // spec 4: before hydration the press hides the alert by CSS; the 12-hour marker is written as
                // React takes over.
                <EarlyPress className="alert-dismiss-early" summaryClassName="alert-dismiss" onPressedEarly={() => dismiss(id)}>
                  Dismiss<span className="visually-hidden"> alert: {alert.title}</span>
                </EarlyPress>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
