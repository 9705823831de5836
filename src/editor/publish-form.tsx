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
      <label htmlFor={`${id}-note`}>Note for the history</label>
      <input id={`${id}-note`} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} placeholder="What changed and why" />
      <label htmlFor={`${id}-at`}>Publish at (optional, your local time)</label>
      <input id={`${id}-at`} type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
      {scheduledAt ? <p className="editor-note">Scheduled to publish {new Date(scheduledAt).toLocaleString('en-US')}.</p> : null}
      <button type="submit" disabled={disabled || busy}>
        {at ? 'Schedule publish' : 'Publish'}
      </button>
    </form>
  );
}
