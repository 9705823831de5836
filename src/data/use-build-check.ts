import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import * as z from 'zod/mini';
import { useApi } from './api-provider.tsx';

/** spec 9: build check every hour; a reload for the same path is suppressed for 10 s. */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;
export const RELOAD_GUARD_MS = 10_000;
const RELOAD_MARKER = 'build-reload';

/**
 * spec 4: the browser fetches the latest build info (with a timestamp query) and compares ids; when a new
 * build is out it reloads on the next navigation, so fans never run old code against a new server.
 */
export function useBuildCheck(): void {
  const api = useApi();
  const stale = useRef(false);
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => {
    const current = (window as unknown as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version;
    if (!current) return;
    const check = async () => {
      const latest = await api.get('/api/v2/build', { query: { t: Date.now() }, schema: z.object({ id: z.string() }), empty: null });
      if (latest && latest.id !== current) stale.current = true;
    };
    const timer = setInterval(check, BUILD_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [api]);

  useEffect(() => {
    if (!stale.current || pathname === firstPath.current) return;
    const last = JSON.parse(sessionStorage.getItem(RELOAD_MARKER) ?? 'null') as { path: string; at: number } | null;
    if (last && last.path === pathname && Date.now() - last.at < RELOAD_GUARD_MS) return;
    sessionStorage.setItem(RELOAD_MARKER, JSON.stringify({ path: pathname, at: Date.now() }));
    window.location.reload();
  }, [pathname]);
}
