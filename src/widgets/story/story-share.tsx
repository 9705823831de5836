import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { CLIPBOARD_CONFIRM_MS } from '#schemas/constants.ts';

const subscribeNever = () => () => undefined;

/**
 * Share and print (spec 4: a "copied" marker shows 1.5 s after a copy). The native share button appears only
 * after hydration and only where the browser has navigator.share, so the server's HTML never disagrees.
 */
export function StoryShare({ url, title }: { url: string; title: string }) {
  const [copied, setCopied] = useState(false);
  // The server (and hydration) say "no native share"; the browser's own answer follows.
  const canShare = useSyncExternalStore(subscribeNever, () => typeof navigator.share === 'function', () => false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      return; // no clipboard (insecure context, denied): nothing to confirm
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), CLIPBOARD_CONFIRM_MS);
  };

  return (
    <div className="story-share" role="group" aria-label="Share this story">
      <button type="button" onClick={copy}>Copy link</button>
      <span className="story-copied" role="status">{copied ? 'Link copied' : ''}</span>
      {canShare ? (
        <button type="button" onClick={() => navigator.share({ title, url }).catch(() => undefined)}>Share</button>
      ) : null}
      <button type="button" onClick={() => window.print()}>Print</button>
    </div>
  );
}
