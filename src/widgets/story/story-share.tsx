import { useSyncExternalStore } from 'react';
import { CopyButton } from '../shared/copy-button.tsx';
import { AfterHydration } from '../shared/after-hydration.tsx';
import { printElement } from '../shared/print-element.ts';

const subscribeNever = () => () => undefined;

/**
 * Share and print: copy the link (with the spec 4 "copied" marker), the browser's own share sheet where it has
 * one (shown only after hydration, so the server's HTML never disagrees), and print (the story alone).
 */
export function StoryShare({ url, title, printId }: { url: string; title: string; printId: string }) {
  const canShare = useSyncExternalStore(
    subscribeNever,
    () => typeof navigator.share === 'function',
    () => false,
  );
  return (
    <div className="story-share" role="group" aria-label="Share this story">
      <CopyButton text={url} label="Copy link" copiedLabel="Link copied" />
      {canShare ? (
        <button type="button" className="button button-outline" onClick={() => navigator.share({ title, url }).catch(() => undefined)}>
          Share
        </button>
      ) : null}
      {/* spec 2.7: the story alone, in its own window, not the site around it. */}
      <AfterHydration>
        <button type="button" className="button button-outline" onClick={() => printElement(printId)}>
          Print
        </button>
      </AfterHydration>
    </div>
  );
}
