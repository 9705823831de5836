import { useClipboard } from './use-clipboard.ts';

/**
 * Copies `text` to the clipboard; a "copied" marker shows for 1.5 s after (spec 4, 9), in a polite live region
 * so screen readers hear it. Nothing shows when the browser refuses the clipboard.
 */
export function CopyButton({ text, label, copiedLabel = 'Copied' }: { text: string; label: string; copiedLabel?: string }) {
  const { copied, copy } = useClipboard();
  return (
    <>
      <button type="button" onClick={() => void copy(text)}>{label}</button>
      <span className="copied-marker" role="status">{copied ? copiedLabel : ''}</span>
    </>
  );
}
