import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False while the server renders and while React hydrates its HTML, true afterwards (and at once in a client-only
 * render). Controls render as HTML that works by itself until this is true (docs/decisions/0010-controls-before-hydration.md),
 * then React takes them over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** `<summary>` markers off: our disclosures draw their own (or none). */
// Every such summary also carries role="button": the name testing tools and older screen readers give the
// control it stands for (a summary has no implicit ARIA role of its own).
export const SUMMARY_CLASS = 'plain-summary';
