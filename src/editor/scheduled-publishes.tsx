import { useEffect, useState } from 'react';
import { ApiFailure, adminFetch, failureLines, templatePath, type LoadedTemplate, type ScheduledPublish } from './editor-api.ts';
import { NOUN, SCHEDULE_CHANGED, contentPath, scheduleChanged } from './content-api.ts';

/** A scheduled time in the editor's own time zone, with the weekday ("Saturday, November 28, 2026 at 10:00 AM"). */
export const scheduledTime = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'full', timeStyle: 'short' });

/** The loaded page's own scheduled publish (its history shows it as the pending entry), or null. */
export function scheduleOf(loaded: LoadedTemplate | null): { publishAt: string; author: string; note: string } | null {
  const draft = loaded?.draft;
  return draft?.publishAt ? { publishAt: draft.publishAt, author: draft.publishBy ?? draft.author, note: draft.publishNote ?? '' } : null;
}

const nameOf = (entry: ScheduledPublish) =>
  entry.content ? `the ${NOUN[entry.content.kind]} ${entry.label}` : `${entry.label}${entry.sport ? ` (${entry.sport})` : ''}`;
/** Under the name: the sport of a template's version, or what kind of content it is. */
const kindOf = (entry: ScheduledPublish) => {
  if (!entry.content) return entry.sport ?? 'Default layout';
  const noun = NOUN[entry.content.kind];
  return `${noun.charAt(0).toUpperCase()}${noun.slice(1)} #${entry.content.id}`;
};
const cancelPath = (entry: ScheduledPublish) =>
  entry.content
    ? contentPath(entry.content.kind, entry.content.id, '/schedule/cancel')
    : templatePath(entry.page, entry.sportId, '/schedule/cancel');

interface Props {
  tenant: string;
  csrfToken: string | null;
  /** Changes whenever the list may have changed (a publish scheduled, run or cancelled). */
  refresh: number;
  /** A schedule was cancelled, or was found gone: the current page's draft and history may have changed. */
  onChanged: (entry: ScheduledPublish) => void;
}

/** Every pending scheduled publish of the site, the next to run first, each cancellable until it runs. */
export function ScheduledPublishes({ tenant, csrfToken, refresh, onChanged }: Props) {
  const [entries, setEntries] = useState<ScheduledPublish[] | null>(null);
  const [reloads, setReloads] = useState(0);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    adminFetch<ScheduledPublish[]>(tenant, csrfToken, '/api/v2/admin/scheduled').then(
      (list) => live && setEntries(list),
      (e: unknown) => live && setError(failureLines(e).join(' ')),
    );
    return () => {
      live = false;
    };
  }, [tenant, csrfToken, refresh, reloads]);
  // A content draft scheduled, published or discarded in the content editor (see content-api.ts).
  useEffect(() => {
    const reload = (event: Event) => (event as CustomEvent<string>).detail === 'content' && setReloads((n) => n + 1);
    window.addEventListener(SCHEDULE_CHANGED, reload);
    return () => window.removeEventListener(SCHEDULE_CHANGED, reload);
  }, []);

  const cancel = async (entry: ScheduledPublish) => {
    setError(null);
    setStatus('');
    try {
      await adminFetch(tenant, csrfToken, cancelPath(entry), {
        method: 'POST',
        body: { publishAt: entry.publishAt },
      });
      setStatus(`Cancelled the scheduled publish of ${nameOf(entry)}. Its draft stays a draft.`);
    } catch (e) {
      setError(failureLines(e).join(' '));
      // 409: it ran or someone cancelled it meanwhile; the list shows what is pending now.
      if (!(e instanceof ApiFailure && e.status === 409)) return;
    }
    setReloads((n) => n + 1);
    if (entry.content) scheduleChanged('list');
    onChanged(entry);
  };

  return (
    <>
      {error ? (
        <p role="alert" className="editor-alert editor-scheduled-error">
          {error}
        </p>
      ) : null}
      <p role="status" className="editor-note">
        {status}
      </p>
      {entries === null ? (
        <p className="editor-note">Loading the scheduled publishes…</p>
      ) : entries.length === 0 ? (
        <p className="editor-note">No publish is scheduled.</p>
      ) : (
        <ul className="editor-scheduled">
          {entries.map((entry) => (
            <li
              key={`${entry.page}|${entry.sportId}`}
              data-page={entry.page}
              data-sport-id={entry.sportId}
              data-content={entry.content?.kind}
            >
              <p>
                <strong>{entry.label}</strong> <span className="editor-scheduled-sport">{kindOf(entry)}</span>
              </p>
              <p>
                <time dateTime={entry.publishAt}>{scheduledTime(entry.publishAt)}</time>, scheduled by {entry.author}
              </p>
              {entry.note ? <p className="editor-history-note">{entry.note}</p> : null}
              <button type="button" onClick={() => void cancel(entry)}>
                Cancel<span className="visually-hidden"> the scheduled publish of {nameOf(entry)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
