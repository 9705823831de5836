import { useEffect, useRef, useState } from 'react';
import { CLIPBOARD_CONFIRM_MS } from '#schemas/constants.ts';

/**
 * Copies `text` to the clipboard; a "copied" marker shows for 1.5 s after (spec 4, 9), in a polite live region
 * so screen readers hear it. Nothing shows when the browser refuses the clipboard.
 */
export function CopyButton({ text, label, copiedLabel = 'Copied' }: { text: string; label: string; copiedLabel?: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), CLIPBOARD_CONFIRM_MS);
  };
  return (
    <>
      <button type="button" onClick={copy}>{label}</button>
      <span className="copied-marker" role="status">{copied ? copiedLabel : ''}</span>
    </>
  );
}
