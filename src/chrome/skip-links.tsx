import { EarlyPress } from './early-press.tsx';
import { rotatorsLabel, useRotators } from './rotators.tsx';
import { useHydrated } from './use-hydrated.ts';

/**
 * spec 2.5: the skip link to #main-content and the pause-all-rotators control (spec 4 labels). Before hydration the
 * control is HTML (docs/decisions/0010-controls-before-hydration.md): a press switches its label by CSS and is
 * applied as React takes over (no carousel rotates before then).
 */
export function SkipLinks() {
  const { paused, toggle } = useRotators();
  const hydrated = useHydrated();
  return (
    <div className="skip-links">
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      {hydrated ? (
        <button type="button" className="skip-link" onClick={toggle}>
          {rotatorsLabel(paused)}
        </button>
      ) : (
        <EarlyPress className="rotators-early" summaryClassName="skip-link" onPressedEarly={toggle}>
          <span className="when-open">{rotatorsLabel(paused)}</span>
          <span className="when-closed">{rotatorsLabel(!paused)}</span>
        </EarlyPress>
      )}
    </div>
  );
}
