import { useSyncExternalStore } from 'react';
import { CopyButton } from '../shared/copy-button.tsx';

const subscribeNever = () => () => undefined;

/**
 * Share and print: copy the link (with the spec 4 "copied" marker), the browser's own share sheet where it has
 * one (shown only after hydration, so the server's HTML never disagrees), and print.
 */
export function StoryShare({ url, title }: { url: string; title: string }) {
  const canShare = useSyncExternalStore(subscribeNever, () => typeof navigator.share === 'function', () => false);
  return (
    <div className="story-share" role="group" aria-label="Share this story">
      <CopyButton text={url} label="Copy link" copiedLabel="Link copied" />
      {canShare ? (
        <button type="button" onClick={() => navigator.share({ title, url }).catch(() => undefined)}>Share</button>
      ) : null}
      <button type="button" onClick={() => window.print()}>Print</button>
    </div>
  );
}
