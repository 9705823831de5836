import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { routerLinkOf, watchLinkIntent, watchLinksInView, whenIdle } from './route-preloads.tsx';

/** The path a click on a marked link navigates to, or null when the click is the browser's or the link's own. */
export function routerClickTarget(event: MouseEvent, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = routerLinkOf(event.target);
  if (!anchor || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href);
  return url.origin === origin ? url.pathname + url.search + url.hash : null;
}

/**
 * The behaviour of every internal link (spec 2.5), as listeners on the document instead of a router `<Link>`
 * per anchor: a page has some 250 links (menus, footer, lists), and each `<Link>` costs hooks to hydrate and
 * re-renders on every navigation.
 * - A click navigates client-side. The listener runs after React's own (on the same document), so a link whose
 *   onClick prevents the default keeps it, as with `<Link>`; a link to the current address replaces it.
 * - Hover, focus and touch preload the route at once; links in view preload once the page is idle.
 */
export function RouterLinks(): null {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const to = routerClickTarget(event, window.location.origin);
      if (to === null) return;
      event.preventDefault();
      const here = window.location.pathname + window.location.search + window.location.hash;
      void navigate(to, { replace: to === here });
    };
    document.addEventListener('click', onClick);
    const stopIntent = watchLinkIntent(document);
    return () => {
      document.removeEventListener('click', onClick);
      stopIntent();
    };
  }, [navigate]);
  // Each page watches its own links in view, from the moment it is idle.
  useEffect(() => {
    let stop: (() => void) | undefined;
    const cancel = whenIdle(() => {
      stop = watchLinksInView(document);
    });
    return () => {
      cancel();
      stop?.();
    };
  }, [pathname]);
  return null;
}
