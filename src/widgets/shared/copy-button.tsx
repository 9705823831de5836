import { useHydrated } from '#src/chrome/use-hydrated.ts';
import { useClipboard } from './use-clipboard.ts';

/**
 * Copies `text` to the clipboard; a "copied" marker shows for 1.5 s after (spec 4, 9), in a polite live region
 * so screen readers hear it. Nothing shows when the browser refuses the clipboard. Not rendered before hydration:
 * copying needs JavaScript (docs/decisions/0010-controls-before-hydration.md).
 */
export function CopyButton({ text, label, copiedLabel = 'Copied' }: { text: string; label: string; copiedLabel?: string }) {
  const { copied, copy } = useClipboard();
  if (!useHydrated()) return null;
  return (
    <>
      <button type="button" className="button button-outline" onClick={() => void copy(text)}>
        {label}
      </button>
      <span className="copied-marker" role="status">
        {copied ? copiedLabel : ''}
      </span>
    </>
  );
}
