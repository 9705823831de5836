import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

interface RotatorsState {
  paused: boolean;
  toggle(): void;
}

const RotatorsContext = createContext<RotatorsState>({ paused: false, toggle: () => {} });

/** spec 2.5/4: one site-wide pause for every carousel, driven by the skip-links control. */
export function RotatorsProvider({ children }: { children: ReactNode }) {
  const [paused, setPaused] = useState(false);
  // WCAG 2.2.2: visitors who ask for reduced motion start paused. Read after hydration so SSR stays identical.
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPaused(true);
  }, []);
  const toggle = useCallback(() => setPaused((p) => !p), []);
  const value = useMemo(() => ({ paused, toggle }), [paused, toggle]);
  return <RotatorsContext value={value}>{children}</RotatorsContext>;
}

export function useRotators(): RotatorsState {
  return useContext(RotatorsContext);
}

/** spec 4: the label of the all-rotators control. */
export function rotatorsLabel(paused: boolean): string {
  return paused ? 'Play All Rotators' : 'Pause All Rotators';
}
