import { useEffect, useId, useRef } from 'react';
import type { Splash } from '#schemas/entities/splash.ts';
import { SplashContent } from './splash-content.tsx';

/**
 * The splash overlay (spec 4/5): a native modal dialog, so focus stays inside and Escape closes it (as "Continue
 * to Home"). Loaded only when a splash is to be shown.
 */
export default function SplashDialog({ splash, onContinue, onSkip, onFollow }: { splash: Splash; onContinue: () => void; onSkip: () => void; onFollow: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const continueButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
    // The safe choice first: Enter continues to the page (the dialog would otherwise focus the picture link).
    continueButton.current?.focus();
  }, []);
  return (
    <dialog ref={dialog} className="splash-dialog" aria-labelledby={titleId} onClose={onContinue}>
      <SplashContent splash={splash} onFollow={onFollow} titleId={titleId} />
      <div className="splash-actions">
        <button ref={continueButton} type="button" className="button button-primary" onClick={() => dialog.current?.close()}>Continue to Home</button>
        <button type="button" className="button" onClick={onSkip}>Skip Permanently</button>
      </div>
    </dialog>
  );
}
