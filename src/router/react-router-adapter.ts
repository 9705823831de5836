// The React Router adapter: with its one React sibling (use-data-router.ts, the router context), the only code
// that knows React Router's private shapes: its route-data URL format, its window globals, its link marker and
// the module preloads of its server render. Everything else uses React Router's public API. The contract tests
// (tests/e2e/react-router-contract.spec.ts) check each shape against the real build, so an upgrade that changes
// one fails there, not silently in a fan's browser (docs/decisions/0004-react-router-adapter.md). This module
// imports nothing at run time, so the chunks that need a URL or a global do not pull React Router in.
import type { DataRouter } from 'react-router';

// --- Route data URLs (single fetch): a client navigation asks for `{path}.data?_routes=…`, `/_.data` for `/`.

const DATA_SUFFIX = '.data';
const ROOT_DATA_SUFFIX = '/_.data';
const ROUTES_QUERY = '_routes';

/** Whether a request path is a client navigation's route data rather than a document. */
export function isRouteDataPath(pathname: string): boolean {
  return pathname.endsWith(DATA_SUFFIX);
}

/** The document URL a request stands for: a `.data` request's page path, without `_routes`. */
export function documentUrl(requestUrl: string): URL {
  const url = new URL(requestUrl, 'http://document.invalid');
  if (isRouteDataPath(url.pathname)) {
    url.pathname = url.pathname.endsWith(ROOT_DATA_SUFFIX)
      ? url.pathname.slice(0, -'_.data'.length)
      : url.pathname.slice(0, -DATA_SUFFIX.length);
    url.searchParams.delete(ROUTES_QUERY);
  }
  return url;
}

/** The route data URL path React Router fetches for a page (what a prefetch link names). */
export function routeDataPath(href: string, origin: string): string {
  const { pathname } = new URL(href, origin);
  return pathname.endsWith('/') ? `${pathname}_${DATA_SUFFIX}` : `${pathname}${DATA_SUFFIX}`;
}

/** The routes a route data request asks for, as query parameters to keep (a cache key); none for a document. */
export function routeDataQuery(url: URL): Record<string, string> {
  const routes = url.searchParams.get(ROUTES_QUERY);
  return routes === null ? {} : { [ROUTES_QUERY]: routes };
}

// --- Links: React Router discovers the routes of anchors marked so (lazy route discovery); `<Link>` marks its own.

/** Marks an anchor the router navigates to client-side (RouterLinks) and discovers the route of. */
export const ROUTER_LINK = { 'data-discover': 'true' } as const;
/** The anchors that carry it. */
export const ROUTER_LINK_SELECTOR = 'a[data-discover]';

// --- The data router, in the browser (in React: use-data-router.ts).

/** The window global the hydrated router is kept in (the e2e tests navigate with it). */
export const DATA_ROUTER_GLOBAL = '__reactRouterDataRouter';

interface RouterWindow {
  __reactRouterDataRouter?: DataRouter;
  __reactRouterManifest?: { version?: string; routes?: Record<string, { module?: string }> };
  __reactRouterRouteModules?: Record<string, unknown>;
}
const routerWindow = (win: Window) => win as unknown as RouterWindow;

/** The hydrated data router, outside React (chunk recovery); undefined before hydration. */
export function dataRouterOf(win: Window): DataRouter | undefined {
  return routerWindow(win)[DATA_ROUTER_GLOBAL];
}

/** The module URL of a route, from the manifest the server sent; undefined when the route is not in it. */
export function routeModuleUrl(win: Window, routeId: string): string | undefined {
  return routerWindow(win).__reactRouterManifest?.routes?.[routeId]?.module;
}

/** Whether the router has a route's module already. */
export function isRouteModuleLoaded(win: Window, routeId: string): boolean {
  return routeId in (routerWindow(win).__reactRouterRouteModules ?? {});
}

/** spec 4 build check: the build id of the client this document runs (the manifest version). */
export function clientBuildVersion(win: Window): string | undefined {
  return routerWindow(win).__reactRouterManifest?.version;
}

// --- The server render's HTML: the module preloads <Scripts> writes (it takes no priority for them).

const MODULE_PRELOAD = '<link rel="modulepreload"';

/**
 * The document's module preloads at low priority (docs/decisions/0013-hydration-start.md): the browser still
 * fetches the scripts while it parses, but after the stylesheet and the pictures a fan sees first.
 */
export function withLowPriorityModulePreloads(html: string): string {
  return html.replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD} fetchpriority="low"`);
}
