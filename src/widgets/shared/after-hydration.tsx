import type { ReactNode } from 'react';
import { useHydrated } from '#src/chrome/use-hydrated.ts';

/**
 * A control that cannot do its job as HTML (copy to the clipboard, the browser's print dialog) is not shown until
 * React runs it, so no fan taps a dead button (docs/decisions/0010-controls-before-hydration.md).
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
