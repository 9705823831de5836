import { startTransition, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { PrefetchPageLinks, matchRoutes, useLocation } from 'react-router';
import { ROUTER_LINK_SELECTOR, routeDataPath } from '#src/router/react-router-adapter.ts';
import { useDataRouter } from '#src/router/use-data-router.ts';
import { PreloadQueue } from './preload-queue.ts';

/** The route preloads of this document (spec 2.5, 9): at most four at once, the rest queued. */
export const routePreloads = new PreloadQueue();

/**
 * The longest a page waits for an idle moment before its links in view start preloading: preloading the next
 * pages must not compete with making this one interactive.
 */
export const VIEWPORT_PRELOAD_IDLE_TIMEOUT_MS = 2_000;

/** As React Router's own intent prefetch: a pointer merely passing over a link is not intent. */
export const HOVER_INTENT_MS = 100;
/** A preload that neither loads nor fails within this long gives its place to the next. */
export const PRELOAD_TIMEOUT_MS = 10_000;

/** The internal link (an anchor the router navigates to, see router-links.tsx) an event happened on. */
export function routerLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest(ROUTER_LINK_SELECTOR) : null;
  return anchor instanceof HTMLAnchorElement && (!anchor.target || anchor.target === '_self') ? anchor : null;
}

const hrefOf = (anchor: HTMLAnchorElement) => anchor.getAttribute('href') ?? '';

/**
 * spec 2.5: a link preloads its route on intent (hover for a moment, focus, touch). One set of listeners on the
 * document serves every link, so a link itself hydrates with no hooks. Returns the clean-up.
 */
export function watchLinkIntent(doc: Document): () => void {
  let hovered: HTMLAnchorElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const now = (event: Event) => {
    const anchor = routerLinkOf(event.target);
    if (anchor) routePreloads.request(hrefOf(anchor), 'intent');
  };
  const over = (event: MouseEvent) => {
    const anchor = routerLinkOf(event.target);
    if (anchor === hovered) return;
    clearTimeout(timer);
    hovered = anchor;
    if (anchor) timer = setTimeout(() => routePreloads.request(hrefOf(anchor), 'intent'), HOVER_INTENT_MS);
  };
  const out = (event: MouseEvent) => {
    if (hovered && !(event.relatedTarget instanceof Node && hovered.contains(event.relatedTarget))) {
      clearTimeout(timer);
      hovered = null;
    }
  };
  doc.addEventListener('mouseover', over);
  doc.addEventListener('mouseout', out);
  doc.addEventListener('focusin', now);
  doc.addEventListener('touchstart', now, { passive: true });
  return () => {
    clearTimeout(timer);
    doc.removeEventListener('mouseover', over);
    doc.removeEventListener('mouseout', out);
    doc.removeEventListener('focusin', now);
    doc.removeEventListener('touchstart', now);
  };
}

/**
 * spec 2.5: links preload their routes when they come into view. One observer watches every internal link of
 * the page, including links added later (a "load more", a tab); started once the page is idle after hydration.
 * Returns the clean-up (a new page watches its own links).
 */
export function watchLinksInView(doc: Document): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const io = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const href = hrefOf(entry.target as HTMLAnchorElement);
        if (entry.isIntersecting) routePreloads.request(href, 'viewport');
        else routePreloads.withdraw(href);
      }
    },
    { threshold: 0.5 },
  );
  const observeWithin = (root: ParentNode) => {
    for (const anchor of root.querySelectorAll<HTMLAnchorElement>(ROUTER_LINK_SELECTOR)) if (routerLinkOf(anchor)) io.observe(anchor);
  };
  observeWithin(doc);
  const added =
    typeof MutationObserver === 'undefined'
      ? null
      : new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.addedNodes) {
              if (!(node instanceof Element)) continue;
              if (node instanceof HTMLAnchorElement && routerLinkOf(node) === node) io.observe(node);
              observeWithin(node);
            }
          }
        });
  added?.observe(doc.body, { childList: true, subtree: true });
  return () => {
    io.disconnect();
    added?.disconnect();
  };
}

/** Runs once the browser is idle (waiting at most `timeoutMs`); returns the cancel. */
export function whenIdle(run: () => void, timeoutMs = VIEWPORT_PRELOAD_IDLE_TIMEOUT_MS): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 1);
  return () => clearTimeout(timer);
}

const NONE: readonly string[] = [];

/**
 * Mounted once (root): renders the running preloads as React Router's own prefetch links (route data and module
 * chunks, the very URLs a navigation will ask for, so it is served from the prefetch cache). The queue's changes
 * render as a transition: preloading the next page yields to whatever the visitor is doing on this one, and never
 * forces the page's own hydration to finish in one blocking task (as an urgent update would).
 */
export function RoutePreloads() {
  const [running, setRunning] = useState<readonly string[]>(NONE);
  useEffect(() => {
    const sync = () => startTransition(() => setRunning(routePreloads.running()));
    const stop = routePreloads.subscribe(sync);
    sync();
    return stop;
  }, []);
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
  const router = useDataRouter();
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
    const dataPath = routeDataPath(href, location.origin);
    const link =
      discovery === 'ready'
        ? [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].find((l) => new URL(l.href).pathname === dataPath)
        : undefined;
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
