import { useEffect, useState } from 'react';
import { adminFetch, failureLines, templatePath, type VersionInfo } from './editor-api.ts';
import { scheduledTime } from './scheduled-publishes.tsx';

export interface HistoryProps {
  tenant: string;
  csrfToken: string | null;
  page: string;
  sportId: number;
  liveVersion: number;
  /** Changes whenever the history may have changed (publish, restore). */
  refresh: number;
  onPreview: (version: number | null) => void;
  previewing: number | null;
  onRestore: (version: number, note: string) => Promise<void>;
  /** This page's scheduled publish of its draft, shown as the pending next version. */
  scheduled?: { publishAt: string; author: string; note: string } | null;
}

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Every version with author, time and note; preview, changes in words against the live one, restore. */
export function HistoryPanel(props: HistoryProps) {
  const { tenant, csrfToken, page, sportId, refresh } = props;
  const [versions, setVersions] = useState<VersionInfo[] | null>(null);
  const [diffs, setDiffs] = useState<Record<number, string[]>>({});
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    adminFetch<VersionInfo[]>(tenant, csrfToken, templatePath(page, sportId, '/versions')).then(
      (list) => live && setVersions(list),
      (e: unknown) => live && setError(failureLines(e).join(' ')),
    );
    return () => {
      live = false;
    };
  }, [tenant, csrfToken, page, sportId, refresh]);

  const showDiff = async (version: number) => {
    const result = await adminFetch<{ changes: string[] }>(tenant, csrfToken, templatePath(page, sportId, `/versions/${version}/diff`));
    setDiffs((prev) => ({ ...prev, [version]: result.changes }));
  };

  if (error)
    return (
      <p role="alert" className="form-error">
        {error}
      </p>
    );
  if (!versions) return <p className="editor-note">Loading the history…</p>;
  const { scheduled } = props;
  if (versions.length === 0 && !scheduled) return <p className="editor-note">Nothing published yet.</p>;
  return (
    <ol className="editor-history">
      {scheduled ? (
        <li className="editor-history-pending" data-pending="">
          <p>
            <strong>Pending</strong> — the draft publishes <time dateTime={scheduled.publishAt}>{scheduledTime(scheduled.publishAt)}</time>,
            scheduled by {scheduled.author}
          </p>
          {scheduled.note ? <p className="editor-history-note">{scheduled.note}</p> : null}
        </li>
      ) : null}
      {versions.map((v) => (
        <li key={v.version} data-version={v.version}>
          <p>
            <strong>Version {v.version}</strong>
            {v.version === props.liveVersion ? <span className="editor-badge"> live</span> : null} — {v.author},{' '}
            <time dateTime={v.createdAt}>{when(v.createdAt)}</time>
            {v.restoredFrom ? ` (restored from version ${v.restoredFrom})` : ''}
          </p>
          {v.note ? <p className="editor-history-note">{v.note}</p> : null}
          <p className="editor-history-actions">
            <button
              type="button"
              aria-pressed={props.previewing === v.version}
              onClick={() => props.onPreview(props.previewing === v.version ? null : v.version)}
            >
              Preview<span className="visually-hidden"> version {v.version}</span>
            </button>
            {v.version !== props.liveVersion ? (
              <>
                <button type="button" onClick={() => void showDiff(v.version)}>
                  Changes<span className="visually-hidden"> of version {v.version}</span>
                </button>
                <button type="button" onClick={() => void props.onRestore(v.version, `Restored version ${v.version}`)}>
                  Restore<span className="visually-hidden"> version {v.version}</span>
                </button>
              </>
            ) : null}
          </p>
          {diffs[v.version] ? (
            <div className="editor-diff">
              <p>Restoring version {v.version} would change the live page like this:</p>
              {diffs[v.version]?.length ? (
                <ul>
                  {diffs[v.version]?.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ) : (
                <p>No differences: it is the same layout.</p>
              )}
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
