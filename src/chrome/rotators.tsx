import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';

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
  return <RotatorsContext value={value}>{children}</RotatorsContext>;
}

/** Carousels read `paused`; the skip-links control calls `toggle`. */
export function useRotators(): RotatorsState {
  return useContext(RotatorsContext);
}

/** spec 4: the label of the all-rotators control. */
export function rotatorsLabel(paused: boolean): string {
  return paused ? 'Play All Rotators' : 'Pause All Rotators';
}
