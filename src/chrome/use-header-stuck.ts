import { useEffect, useState, type RefObject } from 'react';

/**
 * spec 2.5: the sticky header gets a stuck marker while it is partly scrolled out of view. A 1px sentinel
 * sits right above the header; with threshold 1 it stops being fully visible as soon as the header sticks.
 */
export function useHeaderStuck(sentinel: RefObject<HTMLElement | null>): boolean {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        // Only "scrolled past the top" counts; below the fold (never for a header) is not stuck.
        const rootTop = entry.rootBounds?.top ?? 0;
        setStuck(entry.intersectionRatio < 1 && entry.boundingClientRect.top < rootTop);
      },
      { threshold: 1 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [sentinel]);
  return stuck;
}
