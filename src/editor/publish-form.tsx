import { useId, useState } from 'react';

/** Publish the draft with a note, now or at a time (scheduled publish optional). */
export function PublishForm({
  disabled,
  scheduledAt,
  onPublish,
}: {
  disabled: boolean;
  scheduledAt: string | null;
  onPublish: (note: string, publishAt: string | null) => Promise<boolean>;
}) {
  const id = useId();
  const [note, setNote] = useState('');
  const [at, setAt] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const done = await onPublish(note.trim(), at ? new Date(at).toISOString() : null);
    setBusy(false);
    if (done) {
      setNote('');
      setAt('');
    }
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
        <input id={`${id}-at`} type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
      </div>
      {scheduledAt ? <p className="editor-note">Scheduled to publish {new Date(scheduledAt).toLocaleString('en-US')}.</p> : null}
      <button type="submit" disabled={disabled || busy}>
        {at ? 'Schedule publish' : 'Publish'}
      </button>
    </form>
  );
}
