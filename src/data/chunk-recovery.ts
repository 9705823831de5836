import { matchRoutes, type Location } from 'react-router';
import { dataRouterOf, isRouteModuleLoaded, routeModuleUrl } from '#src/router/react-router-adapter.ts';
import { SCRIPT_RELOAD_ERROR, reloadDocument } from './reload-guard.ts';

/** The messages browsers (and Vite's preload helper) give when a script chunk cannot be fetched or evaluated. */
const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|Failed to load module script|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}

/**
 * spec 4: a chunk that fails to load (an old chunk gone after a deploy) triggers a full load of the target route
 * with its state kept, at most once per path in 10 s (spec 9). Answers whether the reload went ahead; when it
 * did not, the failure stays (and is logged), so the caller shows its own fallback.
 */
export function recoverFromChunkError(
  error: unknown,
  { href = location.pathname + location.search + location.hash, state = history.state as unknown, reload }: { href?: string; state?: unknown; reload?: () => void } = {},
): boolean {
  if (!isChunkLoadError(error)) return false;
  if (reloadDocument(href, state, reload)) return true;
  console.error(SCRIPT_RELOAD_ERROR, error);
  return false;
}

/**
 * Route modules: React Router imports a route's module on the first navigation to it and, if that fails,
 * reloads the page it is leaving. This imports the same module (one fetch: the browser shares it) and, when it
 * fails, makes the target the current entry and reloads it.
 */
function watchRouteModules(win: Window): () => void {
  const router = dataRouterOf(win);
  if (!router) return () => undefined;
  const tried = new Set<string>();
  const check = (target: Location) => {
    for (const match of matchRoutes(router.routes, target) ?? []) {
      const url = routeModuleUrl(win, match.route.id);
      if (!url || isRouteModuleLoaded(win, match.route.id) || tried.has(url)) continue;
      tried.add(url);
      import(/* @vite-ignore */ url).catch((error: unknown) => {
        tried.delete(url);
        // The entry the router would have pushed: its state ({ usr, key, idx }) survives the reload.
        const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
        const href = target.pathname + target.search + target.hash;
        // At once, in the same task as the router's own reload: whichever of the two calls comes last, the URL is
        // already the target's when it runs, so the reload lands there (a timer could run after the router's
        // reload had committed, leaving the visitor on the page they left).
        recoverFromChunkError(error, { href, state: { usr: target.state as unknown, key: target.key, idx } });
      });
    }
  };
  return router.subscribe((state) => {
    if (state.navigation.location) check(state.navigation.location);
  });
}

/** Mounted once (root): lazy imports through Vite's preload helper, and route modules, recover by a reload. */
export function startChunkRecovery(win: Window = window, reload?: () => void): () => void {
  const onPreloadError = (event: Event) => {
    // Vite's preload helper: prevented, the import does not throw (the page is on its way out anyway).
    if (recoverFromChunkError((event as Event & { payload?: unknown }).payload, { reload })) event.preventDefault();
  };
  win.addEventListener('vite:preloadError', onPreloadError);
  const stopRoutes = watchRouteModules(win);
  return () => {
    win.removeEventListener('vite:preloadError', onPreloadError);
    stopRoutes();
  };
}
