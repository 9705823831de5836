import { useCallback, useContext, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type RefCallback } from 'react';
import { PrefetchPageLinks, UNSAFE_DataRouterContext, matchRoutes, useLocation } from 'react-router';
import { PreloadQueue } from './preload-queue.ts';

/** The route preloads of this document (spec 2.5, 9): at most four at once, the rest queued. */
export const routePreloads = new PreloadQueue();

/** As React Router's own intent prefetch: a pointer merely passing over a link is not intent. */
export const HOVER_INTENT_MS = 100;
/** A preload that neither loads nor fails within this long gives its place to the next. */
export const PRELOAD_TIMEOUT_MS = 10_000;

let observer: IntersectionObserver | null = null;
const observed = new Map<Element, string>();

/** One observer for every link on the page (200 links, one observer), created in the browser on first use. */
function viewportObserver(): IntersectionObserver | null {
  if (typeof IntersectionObserver === 'undefined') return null;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const href = observed.get(entry.target);
        if (href === undefined) continue;
        if (entry.isIntersecting) routePreloads.request(href, 'viewport');
        else routePreloads.withdraw(href);
      }
    },
    { threshold: 0.5 },
  );
  return observer;
}

export interface PreloadProps {
  ref: RefCallback<HTMLAnchorElement>;
  onMouseEnter(): void;
  onMouseLeave(): void;
  onFocus(): void;
  onTouchStart(): void;
}

/**
 * spec 2.5: a link preloads its route when it comes into view or on intent (hover, focus, touch). `href` null
 * (external links, files, new windows) preloads nothing.
 */
export function usePreload(href: string | null): PreloadProps {
  const hover = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(hover.current), []);
  const ref = useCallback<RefCallback<HTMLAnchorElement>>(
    (element) => {
      const io = href === null || !element ? null : viewportObserver();
      if (!io || !element || href === null) return;
      observed.set(element, href);
      io.observe(element);
      return () => {
        io.unobserve(element);
        observed.delete(element);
        routePreloads.withdraw(href);
      };
    },
    [href],
  );
  const now = useCallback(() => {
    if (href !== null) routePreloads.request(href, 'intent');
  }, [href]);
  return {
    ref,
    onFocus: now,
    onTouchStart: now,
    onMouseEnter: () => {
      clearTimeout(hover.current);
      hover.current = setTimeout(now, HOVER_INTENT_MS);
    },
    onMouseLeave: () => clearTimeout(hover.current),
  };
}

/** The data URL React Router fetches for a page (its single fetch: `/a/b.data`, `/_.data` for the home page). */
export function dataPathOf(href: string, origin: string): string {
  const { pathname } = new URL(href, origin);
  return pathname.endsWith('/') ? `${pathname}_.data` : `${pathname}.data`;
}

const NONE: readonly string[] = [];

/**
 * Mounted once (root): renders the running preloads as React Router's own prefetch links (route data and module
 * chunks, the very URLs a navigation will ask for, so it is served from the prefetch cache).
 */
export function RoutePreloads() {
  const running = useSyncExternalStore(routePreloads.subscribe, routePreloads.running, () => NONE);
  const { pathname } = useLocation();
  useEffect(() => routePreloads.newPage(), [pathname]);
  return running.map((href) => <PreloadSlot key={href} href={href} />);
}

/** How long a preload waits for the router to learn the target's route (lazy route discovery) before giving up. */
export const DISCOVERY_WAIT_MS = 3000;

type Discovery = 'waiting' | 'ready' | 'unknown';

/**
 * The router learns routes lazily (it asks the server about the links on the page); until it knows the target's
 * route it would match the catch-all and prefetch the wrong data. A path it never learns is a 404: not preloaded.
 */
function useDiscovery(href: string): Discovery {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const known = useCallback(() => {
    const last = router ? matchRoutes(router.routes, href)?.at(-1) : undefined;
    return last !== undefined && last.route.path !== '*';
  }, [router, href]);
  const [state, setState] = useState<Discovery>(() => (known() ? 'ready' : 'waiting'));
  useEffect(() => {
    if (state !== 'waiting' || !router) return;
    const recheck = () => {
      if (known()) setState('ready');
    };
    const stop = router.subscribe(recheck);
    // The route may have been learnt between the render and this effect.
    const soon = setTimeout(recheck, 0);
    const timer = setTimeout(() => setState('unknown'), DISCOVERY_WAIT_MS);
    return () => {
      stop();
      clearTimeout(soon);
      clearTimeout(timer);
    };
  }, [state, router, known]);
  return state;
}

function PreloadSlot({ href }: { href: string }) {
  const discovery = useDiscovery(href);
  // The prefetch link is in the document once this commits; listening before the browser's next task means its
  // load (or error) event cannot be missed. A page with nothing to fetch (the current one) frees its place at once.
  useLayoutEffect(() => {
    if (discovery === 'waiting') return;
    const done = () => routePreloads.finish(href);
    const dataPath = dataPathOf(href, location.origin);
    const link = discovery === 'ready' ? [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].find((l) => new URL(l.href).pathname === dataPath) : undefined;
    if (!link) {
      const timer = setTimeout(done, 0);
      return () => clearTimeout(timer);
    }
    link.addEventListener('load', done);
    link.addEventListener('error', done);
    const timer = setTimeout(done, PRELOAD_TIMEOUT_MS);
    return () => {
      clearTimeout(timer);
      link.removeEventListener('load', done);
      link.removeEventListener('error', done);
    };
  }, [href, discovery]);
  return discovery === 'ready' ? <PrefetchPageLinks page={href} /> : null;
}
