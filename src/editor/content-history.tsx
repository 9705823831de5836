import type { ContentHistory } from './content-api.ts';
import { scheduledTime } from './scheduled-publishes.tsx';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

interface Props {
  history: ContentHistory;
  onRestore: (version: number) => void;
  onCancelSchedule: (publishAt: string) => void;
}

/**
 * One document's history (decision 0023): its pending scheduled publish, its draft, and every version with who,
 * when and note, the live one marked; an older one is restored as a new version, live at once.
 */
export function ContentHistoryList({ history, onRestore, onCancelSchedule }: Props) {
  const { draft } = history;
  return (
    <ol className="editor-history content-history">
      {draft?.publishAt ? (
        <li className="editor-history-pending" data-pending="">
          <p>
            <strong>Pending</strong> — the draft publishes <time dateTime={draft.publishAt}>{scheduledTime(draft.publishAt)}</time>,
            scheduled by {draft.publishBy ?? draft.author}
          </p>
          {draft.publishNote ? <p className="editor-history-note">{draft.publishNote}</p> : null}
          <p className="editor-history-actions">
            <button type="button" onClick={() => onCancelSchedule(draft.publishAt ?? '')}>
              Cancel<span className="visually-hidden"> the scheduled publish</span>
            </button>
          </p>
        </li>
      ) : null}
      {draft ? (
        <li data-draft="">
          <p>
            <strong>Draft</strong> of version {draft.baseVersion} — {draft.author},{' '}
            <time dateTime={draft.updatedAt}>{when(draft.updatedAt)}</time>
          </p>
        </li>
      ) : null}
      {history.versions.map((v) => (
        <li key={v.version} data-version={v.version}>
          <p>
            <strong>Version {v.version}</strong>
            {v.version === history.live ? <span className="editor-badge"> live</span> : null} — {v.author},{' '}
            <time dateTime={v.createdAt}>{when(v.createdAt)}</time>
            {v.restoredFrom ? ` (restored from version ${v.restoredFrom})` : ''}
          </p>
          {v.note ? <p className="editor-history-note">{v.note}</p> : null}
          {v.version !== history.live ? (
            <p className="editor-history-actions">
              <button type="button" onClick={() => onRestore(v.version)}>
                Restore<span className="visually-hidden"> version {v.version}</span>
              </button>
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
