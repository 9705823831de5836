import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** Runs `onChange` after `value` changes, never for the first render (the document load). */
function useAfterChange(value: string, onChange: () => (() => void) | void) {
  const previous = useRef(value);
  const run = useEffectEvent(onChange);
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    return run();
  }, [value]);
}

/** spec 2.5: on each route path change focus moves to this hidden anchor, so keyboard users restart at the top. */
export function BackToTop() {
  const ref = useRef<HTMLAnchorElement>(null);
  const { pathname } = useLocation();
  // preventScroll: scroll position is ScrollRestoration's job (back/forward restores it).
  useAfterChange(pathname, () => ref.current?.focus({ preventScroll: true }));
  // Empty on purpose: content outside a landmark would fail axe "region"; it is only a focus target.
  return <a ref={ref} id="back-to-top" tabIndex={-1} className="back-to-top" />;
}

/**
 * spec 2.5 route announcer: a polite live region that reads the new document title after each client
 * navigation. Empty on the server and on first load, so hydration always matches.
 */
export function RouteAnnouncer() {
  const { pathname, search } = useLocation();
  const [message, setMessage] = useState('');
  // The <title> is committed with the new route; read it on the next tick so <Meta> has updated it.
  useAfterChange(pathname + search, () => {
    const timer = setTimeout(() => setMessage(document.title), 50);
    return () => clearTimeout(timer);
  });
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </div>
  );
}
