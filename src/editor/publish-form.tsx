import { useId, useState } from 'react';

/** The server refuses the same (422); said here at once, beside the field. */
const PAST = 'The publish time is in the past: choose a later time, or clear it to publish now.';

/** Short enough for the toolbar: "Sat, Nov 28, 10:00 AM" (the list and the history give the full date). */
const toolbarTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** Publish the draft with a note, now or at a time (scheduled publish optional). */
export function PublishForm({
  disabled,
  scheduledAt,
  onPublish,
}: {
  disabled: boolean;
  scheduledAt: string | null;
  /** True when done, else the reason it was not. */
  onPublish: (note: string, publishAt: string | null) => Promise<true | string>;
}) {
  const id = useId();
  const [note, setNote] = useState('');
  const [at, setAt] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (at && !(new Date(at).getTime() > Date.now())) {
      setProblem(PAST);
      return;
    }
    setProblem(null);
    setBusy(true);
    const done = await onPublish(note.trim(), at ? new Date(at).toISOString() : null);
    setBusy(false);
    if (done === true) {
      setNote('');
      setAt('');
    } else setProblem(done);
  };
  return (
    <form className="editor-publish" onSubmit={(e) => void submit(e)}>
      {/* Short visible labels in the toolbar; the rest is read out (the full name is the field's name). */}
      <div className="editor-field">
        <label htmlFor={`${id}-note`}>
          Note<span className="visually-hidden"> for the history</span>
        </label>
        <input
          id={`${id}-note`}
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
          placeholder="What changed and why"
        />
      </div>
      <div className="editor-field">
        <label htmlFor={`${id}-at`}>
          Publish at<span className="visually-hidden"> (optional, your local time)</span>
        </label>
        <input
          id={`${id}-at`}
          type="datetime-local"
          value={at}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => (setAt(e.target.value), setProblem(null))}
        />
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="form-error editor-publish-problem">
          {problem}
        </p>
      ) : null}
      {scheduledAt ? <p className="editor-note">Scheduled to publish {toolbarTime(scheduledAt)}.</p> : null}
      <button type="submit" disabled={disabled || busy}>
        {at ? 'Schedule publish' : 'Publish'}
      </button>
    </form>
  );
}
