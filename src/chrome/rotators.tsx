import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useInRouterContext, useLocation } from 'react-router';

interface RotatorsState {
  paused: boolean;
  toggle(): void;
}

const RotatorsContext = createContext<RotatorsState>({ paused: false, toggle: () => {} });

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

/**
 * spec 2.5/4: one site-wide pause for every carousel, driven by the skip-links control. Until the visitor
 * chooses, rotators start paused for those who ask for reduced motion (WCAG 2.2.2); the server assumes
 * motion is fine, so hydration matches.
 */
export function RotatorsProvider({ children }: { children: ReactNode }) {
  const [choice, setChoice] = useState<boolean | null>(null);
  const reduced = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  const paused = choice ?? reduced;
  const toggle = useCallback(() => setChoice(!paused), [paused]);
  const value = useMemo(() => ({ paused, toggle }), [paused, toggle]);
  return (
    <RotatorsContext value={value}>
      {useInRouterContext() ? <RotatorCheck paused={paused} /> : null}
      {children}
    </RotatorsContext>
  );
}

/** spec 4: the rotator check runs this long after a route change. */
export const ROTATOR_CHECK_DELAY_MS = 2000;

interface SwiperElement extends Element {
  swiper?: { destroyed?: boolean; autoplay?: { running: boolean; stop(): void } };
}

/**
 * spec 4 rotator check: with "Pause All Rotators" on, any Swiper still rotating on the page is stopped (carousels
 * read the state when they mount; this catches a Swiper that started on its own before its carousel stopped it).
 * Answers how many it stopped. "Play All Rotators" starts nothing: a carousel paused by its own button stays so.
 */
export function checkRotators(root: ParentNode, paused: boolean): number {
  if (!paused) return 0;
  let stopped = 0;
  for (const element of root.querySelectorAll<SwiperElement>('.swiper')) {
    const swiper = element.swiper;
    if (swiper && !swiper.destroyed && swiper.autoplay?.running) {
      swiper.autoplay.stop();
      stopped += 1;
    }
  }
  return stopped;
}

function RotatorCheck({ paused }: { paused: boolean }) {
  const { pathname } = useLocation();
  const latest = useRef(paused);
  useEffect(() => {
    latest.current = paused;
  }, [paused]);
  useEffect(() => {
    const timer = setTimeout(() => checkRotators(document, latest.current), ROTATOR_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);
  return null;
}

/** Carousels read `paused`; the skip-links control calls `toggle`. */
export function useRotators(): RotatorsState {
  return useContext(RotatorsContext);
}

/** spec 4: the label of the all-rotators control. */
export function rotatorsLabel(paused: boolean): string {
  return paused ? 'Play All Rotators' : 'Pause All Rotators';
}
