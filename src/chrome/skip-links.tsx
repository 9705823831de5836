import { rotatorsLabel, useRotators } from './rotators.tsx';

/** spec 2.5: the skip link to #main-content and the pause-all-rotators control (spec 4 labels). */
export function SkipLinks() {
  const { paused, toggle } = useRotators();
  return (
    <div className="skip-links">
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <button type="button" className="skip-link" onClick={toggle}>
        {rotatorsLabel(paused)}
      </button>
    </div>
  );
}
