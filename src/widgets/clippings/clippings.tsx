import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { ClippingsData, ClippingsProps } from './clippings.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { VisuallyHidden } from '#src/chrome/visually-hidden.tsx';
import { formatDate } from '../shared/format.ts';
import { PageLinks } from '../shared/page-links.tsx';
import { SportFilter } from '../shared/sport-filter.tsx';
import '../shared/press.css';

/** spec 2.1 clippings: headline, outlet and date; each opens the outlet's page in a new window, safely. */
export default function Clippings({ data, id }: WidgetComponentProps<ClippingsProps, ClippingsData>) {
  return (
    <section className="clippings container" aria-labelledby={`${id}-status`}>
      <SportFilter action={data.action} sports={data.sports} selected={data.selected} label="Clippings by sport" />
      <p id={`${id}-status`} role="status">
        {data.total === 1 ? '1 clipping' : `${data.total} clippings`}
      </p>
      {data.clips.length === 0 ? (
        <p className="empty-state">No clippings for this sport yet.</p>
      ) : (
        <ul className="clip-list">
          {data.clips.map((c) => (
            <li key={c.id}>
              <a className="clip-headline" href={c.url} target="_blank" rel="noopener noreferrer">
                {c.headline}
                <VisuallyHidden> ({c.outlet}, opens in a new window)</VisuallyHidden>
              </a>
              <p className="clip-meta">
                {c.outlet} · <time dateTime={c.date}>{formatDate(c.date)}</time>
                {c.sport ? (
                  <>
                    {' '}
                    · <SmartLink href={c.sport.url}>{c.sport.title}</SmartLink>
                  </>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
      <PageLinks label="Clipping pages" {...data.page} />
    </section>
  );
}
