import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from '#src/chrome/use-hydrated.ts';
import './tabs.css';

export interface TabItem {
  /** Unique among the items: the panel's id is `${id}-${key}`, so `#${id}-${key}` links to it. */
  key: string;
  label: string;
  content: ReactNode;
}

/** The index of the key whose panel the page's address points at, or -1. */
function fromHash(id: string, keys: readonly string[]): number {
  const hash = decodeURIComponent(window.location.hash.slice(1));
  return keys.findIndex((key) => `${id}-${key}` === hash);
}

const STEP: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * Views of one thing side by side (a box score's two teams). As HTML (before hydration, or without JavaScript) they
 * are sections with headings under a list of in-page links, so every panel is there and reachable; once React runs
 * they become ARIA tabs (one panel shown, arrow keys, Home and End move between tabs and show theirs; README "Every
 * control works as HTML first", docs/decisions/0010-controls-before-hydration.md). A link to `#${id}-${key}` opens
 * that tab.
 */
export function Tabs({
  id,
  label,
  items,
  heading: Heading = 'h3',
}: {
  id: string;
  label: string;
  items: readonly TabItem[];
  heading?: 'h2' | 'h3' | 'h4';
}) {
  const hydrated = useHydrated();
  // The tab the visitor chose; until then the one the address points at (read while rendering, not in an effect: a
  // link followed before hydration must win however the hydration's renders and effects interleave), else the first.
  const [chosen, setChosen] = useState<number | null>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  // A string, so a parent's new array with the same keys does not re-subscribe after each render.
  const keys = items.map((item) => item.key).join('\n');
  useEffect(() => {
    const follow = () => {
      const i = fromHash(id, keys.split('\n'));
      if (i >= 0) setChosen(i);
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [id, keys]);

  if (!hydrated) {
    return (
      <div className="tabs">
        <nav aria-label={label}>
          <ul className="tabs-links">
            {items.map((item) => (
              <li key={item.key}>
                <a href={`#${id}-${item.key}`}>{item.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        {items.map((item) => (
          <section key={item.key} id={`${id}-${item.key}`} className="tabs-panel" aria-labelledby={`${id}-${item.key}-heading`}>
            <Heading id={`${id}-${item.key}-heading`} className="tabs-heading">
              {item.label}
            </Heading>
            {item.content}
          </section>
        ))}
      </div>
    );
  }

  const addressed = fromHash(id, keys.split('\n'));
  const selected = chosen ?? Math.max(addressed, 0);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(selected, items.length);
    setChosen(next);
    tabs.current[next]?.focus();
  };
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs-list" onKeyDown={onKeyDown}>
        {items.map((item, i) => (
          <button
            key={item.key}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-${item.key}-tab`}
            className="tabs-tab"
            aria-selected={i === selected}
            aria-controls={`${id}-${item.key}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setChosen(i)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${id}-${item.key}`}
          className="tabs-panel"
          aria-labelledby={`${id}-${item.key}-tab`}
          hidden={i !== selected}
          tabIndex={0}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
