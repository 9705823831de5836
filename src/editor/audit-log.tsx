import { useState } from 'react';
import type { AuditEntry } from '#schemas/editor/audit.ts';
import { adminFetch, failureLines } from './editor-api.ts';

const ACTIONS: Record<string, string> = {
  publish: 'published',
  restore: 'restored',
  'publish.schedule': 'scheduled a publish of',
  'publish.skipped': 'skipped a scheduled publish of',
  'publish.cancel': 'cancelled a scheduled publish of',
  'draft.create': 'started a draft of',
  'draft.discard': 'discarded the draft of',
};

/** Who did what, newest first (the audit log), loaded when opened. */
export function AuditLog({ tenant, csrfToken }: { tenant: string; csrfToken: string | null }) {
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const toggle = (event: React.SyntheticEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.open) return;
    adminFetch<AuditEntry[]>(tenant, csrfToken, '/api/v2/admin/audit').then(setEntries, (e: unknown) =>
      setError(failureLines(e).join(' ')),
    );
  };
  return (
    <details className="editor-audit" onToggle={toggle}>
      <summary>Activity (audit log)</summary>
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      {entries === null ? (
        <p className="editor-note">Loading…</p>
      ) : entries.length === 0 ? (
        <p className="editor-note">Nothing yet.</p>
      ) : (
        <ol className="editor-audit-list">
          {entries.map((e) => (
            <li key={e.id}>
              <time dateTime={e.at}>{new Date(e.at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}</time>: {e.actor}{' '}
              {ACTIONS[e.action] ?? e.action} {e.page}
              {e.sportId ? ` (sport ${e.sportId})` : ''}
              {e.version ? `, version ${e.version}` : ''}
              {e.detail ? ` — ${e.detail}` : ''}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
