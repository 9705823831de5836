import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { DocumentData, DocumentProps } from './document.schema.ts';
import { formatDate } from '../shared/format.ts';

const KB = 1024;
function formatSize(bytes: number): string {
  return bytes >= KB * KB ? `${(bytes / KB / KB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / KB))} KB`;
}

const KIND: Record<string, string> = { 'application/pdf': 'PDF' };

/** A document's page: open it, or learn how to (protected files need a share link or a staff sign-in). */
export default function Document({ data, id }: WidgetComponentProps<DocumentProps, DocumentData>) {
  const kind = KIND[data.contentType] ?? 'File';
  return (
    <section className="document container" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="page-title">
        {data.title}
      </h2>
      {data.status === 'protected' ? (
        <div className="document-protected" role="note">
          <p>This document is protected. Use the share link you were sent, or sign in if you are on staff.</p>
          <p>
            <a href={data.signInUrl}>Staff sign in</a>
          </p>
        </div>
      ) : (
        <p>
          {/* A plain <a>, not a router Link: the browser loads the file itself, which the server streams. */}
          <a href={data.href} className="document-open">
            Open {data.title} ({kind}, {formatSize(data.size)})
          </a>
          <span className="document-updated"> · Updated {formatDate(data.updatedAt)}</span>
        </p>
      )}
    </section>
  );
}
