import { useEffect, useRef, useState, type RefObject } from 'react';
import { throttle } from './throttle.ts';
import { SUMMARY_CLASS, useHydrated } from './use-hydrated.ts';

/** spec 2.6: Home and Sport Home get the htlad-top slot, every other page htlad-common-top. */
export function topAdSlotId(pageType: string | undefined): string {
  return pageType === 'home-page' || pageType === 'sport-home' ? 'htlad-top' : 'htlad-common-top';
}

// The shared CloseIcon's glyph, drawn here: importing it would split it out of the root chunk.
const CLOSE_GLYPH = (
  <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d="M5 5l14 14M19 5 5 19" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
);

/** spec 9: the top ad's scroll handler runs at most once per 200 ms. */
export const TOP_AD_SCROLL_THROTTLE_MS = 200;
/** Wider screens (lg, spec 9 breakpoints): the ad hides once scrolled past; below it the visitor may close it. */
export const TOP_AD_WIDE_QUERY = '(min-width: 1024px)';

/** True once the page is scrolled past the element's bottom edge (its height, from where it sits). */
export function isScrolledPast(scrollY: number, element: { offsetTop: number; offsetHeight: number }): boolean {
  return scrollY >= element.offsetTop + element.offsetHeight;
}

/** spec 2.6: on wider screens, whether the page is scrolled past the element (throttled scroll handler). */
function useScrolledPast(ref: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(TOP_AD_WIDE_QUERY);
    const check = throttle(() => {
      const el = ref.current;
      setPast(Boolean(el) && wide.matches && isScrolledPast(window.scrollY, el!));
    }, TOP_AD_SCROLL_THROTTLE_MS);
    check();
    window.addEventListener('scroll', check, { passive: true });
    wide.addEventListener('change', check);
    return () => {
      check.cancel();
      window.removeEventListener('scroll', check);
      wide.removeEventListener('change', check);
    };
  }, [ref]);
  return past;
}

/**
 * spec 2.6 top ad slot, rendered only when the site has an ad service: a container of reserved height (no
 * layout shift when the ad service fills it). On small screens the visitor can close it (the button is
 * CSS-hidden from lg up); on wide screens it is hidden once scrolled past its height (it keeps its box, so
 * nothing below moves).
 */
export function TopAd({ pageType }: { pageType: string | undefined }) {
  const [closed, setClosed] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const scrolledPast = useScrolledPast(ref);
  const hydrated = useHydrated();
  if (closed) return null;
  const close = () => {
    setClosed(true);
    // The button is gone: keyboard users restart from the top of the page (spec 2.5 back-to-top anchor).
    document.getElementById('back-to-top')?.focus({ preventScroll: true });
  };
  return (
    <div ref={ref} className={scrolledPast ? 'top-ad top-ad-scrolled' : 'top-ad'} data-scrolled-past={scrolledPast || undefined}>
      <div id={topAdSlotId(pageType)} className="ad-slot top-ad-slot" />
      {hydrated ? (
        <button type="button" className="icon-button top-ad-close" aria-label="Close advertisement" onClick={close}>
          {CLOSE_GLYPH}
        </button>
      ) : (
        // Closed before hydration: CSS hides the ad for this page view; React, hydrating, removes it. The same
        // pattern as early-press.tsx, written out: importing it would split it out of the root chunk.
        <details
          ref={(details) => {
            if (details && !details.open) setClosed(true);
          }}
          open
          className="top-ad-close-early"
          suppressHydrationWarning
        >
          <summary role="button" className={`${SUMMARY_CLASS} icon-button top-ad-close`} aria-label="Close advertisement">
            {CLOSE_GLYPH}
          </summary>
        </details>
      )}
    </div>
  );
}
