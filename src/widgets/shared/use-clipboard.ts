import { useCallback, useEffect, useRef, useState } from 'react';
import { CLIPBOARD_CONFIRM_MS } from '#schemas/constants.ts';

/**
 * spec 4, 9: copies text to the clipboard; `copied` is true for 1.5 s after a copy (a second copy restarts it).
 * A browser that refuses the clipboard leaves `copied` false, and `copy` answers false.
 */
export function useClipboard(confirmMs = CLIPBOARD_CONFIRM_MS): { copied: boolean; copy(text: string): Promise<boolean> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        return false;
      }
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), confirmMs);
      return true;
    },
    [confirmMs],
  );
  return { copied, copy };
}
