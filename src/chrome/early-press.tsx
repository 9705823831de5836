import { useCallback, type ReactNode } from 'react';
import { cx } from './class-names.ts';
import { SUMMARY_CLASS } from './use-hydrated.ts';

interface EarlyPressProps {
  /** Class of the `<details>`: CSS hides or restyles what the press concerns with `:has(.x:not([open]))`. */
  className: string;
  /** Class of the `<summary>`, styled as the button it stands in for. */
  summaryClassName: string;
  ariaLabel?: string;
  /** Called once, in the hydration commit, when the visitor pressed it before React took over. */
  onPressedEarly(): void;
  children: ReactNode;
}

/**
 * A one-shot control as HTML alone, rendered until hydration in place of a React button
 * (docs/decisions/0010-controls-before-hydration.md): an open `<details>` whose `<summary>` closes it, so CSS can
 * act on the press at once (hide the alert, the ad; switch a label), and React, hydrating, reads the press from the
 * DOM and finishes the job (a marker written, rotators paused).
 */
export function EarlyPress({ className, summaryClassName, ariaLabel, onPressedEarly, children }: EarlyPressProps) {
  const adopt = useCallback(
    (details: HTMLDetailsElement | null) => {
      if (details && !details.open) onPressedEarly();
    },
    [onPressedEarly],
  );
  return (
    // The visitor may have closed it before hydration: React's `open` then differs from the DOM's, on purpose.
    <details ref={adopt} open className={className} suppressHydrationWarning>
      <summary role="button" className={cx(SUMMARY_CLASS, summaryClassName)} aria-label={ariaLabel}>
        {children}
      </summary>
    </details>
  );
}
