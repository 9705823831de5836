import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { clientBuildVersion } from '#src/router/react-router-adapter.ts';
import { useApi } from './api-provider.tsx';
import type { Parser } from './api-client.ts';
import { startChunkRecovery } from './chunk-recovery.ts';
import { claimReload } from './reload-guard.ts';

/** spec 9: build check every hour. */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;
export { RELOAD_GUARD_MS } from './reload-guard.ts';

/** The build info body, `{ id }`: checked by hand, so every page's root chunk carries no schema library. */
const BuildInfo: Parser<{ id: string }> = {
  safeParse: (value) =>
    value && typeof value === 'object' && 'id' in value && typeof value.id === 'string'
      ? { success: true, data: { id: value.id } }
      : { success: false, error: { message: 'The build info has no string id' } },
};

/**
 * spec 4: the browser fetches the latest build info (with a timestamp query) and compares ids; when a new
 * build is out it reloads on the next navigation, so fans never run old code against a new server. A chunk
 * that fails to load (spec 4) reloads the target route at once.
 */
export function useBuildCheck(): void {
  const api = useApi();
  const stale = useRef(false);
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => startChunkRecovery(), []);

  useEffect(() => {
    const current = clientBuildVersion(window);
    if (!current) return;
    const check = async () => {
      const latest = await api.get('/api/v2/build', { query: { t: Date.now() }, schema: BuildInfo, empty: null });
      if (latest && latest.id !== current) stale.current = true;
    };
    const timer = setInterval(check, BUILD_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [api]);

  useEffect(() => {
    if (!stale.current || pathname === firstPath.current) return;
    if (claimReload(pathname)) window.location.reload();
  }, [pathname]);
}
