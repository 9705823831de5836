import { useEffect, useId, useMemo, useRef } from 'react';
import { SplashSchema } from '#schemas/entities/splash.ts';
import { SplashContent } from './splash-content.tsx';

/**
 * The splash overlay (spec 4/5): a native modal dialog, so focus stays inside and Escape closes it (as "Continue
 * to Home"). Loaded only when a splash is to be shown.
 */
export default function SplashDialog({
  body,
  onContinue,
  onSkip,
  onFollow,
}: {
  body: unknown;
  onContinue: () => void;
  onSkip: () => void;
  onFollow: (id: number, link: string | null) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const continueButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const splash = useMemo(() => {
    const parsed = SplashSchema.safeParse(body);
    return parsed.success ? parsed.data : null;
  }, [body]);
  useEffect(() => {
    if (!splash) console.error('Failed to fetch splash page content');
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
    // The safe choice first: Enter continues to the page (the dialog would otherwise focus the picture link).
    continueButton.current?.focus();
  }, [splash]);
  if (!splash) return null;
  return (
    <dialog ref={dialog} className="splash-dialog" aria-labelledby={titleId} onClose={onContinue}>
      <SplashContent splash={splash} onFollow={() => onFollow(splash.id, splash.link)} titleId={titleId} />
      <div className="splash-actions">
        <button ref={continueButton} type="button" className="button button-primary" onClick={() => dialog.current?.close()}>
          Continue to Home
        </button>
        <button type="button" className="button" onClick={onSkip}>
          Skip Permanently
        </button>
      </div>
    </dialog>
  );
}
