import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { PublicationData, PublicationProps } from './publication.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { formatDate } from '../shared/format.ts';
import { PublicationCard } from '../shared/publication-card.tsx';
import '../shared/publication-cards.css';

/** A publication: its cover and facts, the PDF in the browser's own viewer, a download, and related ones. */
export default function Publication({ data, id }: WidgetComponentProps<PublicationProps, PublicationData>) {
  const p = data.publication;
  return (
    <article className="publication container" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="page-title">
        {p.title}
      </h2>
      <div className="publication-layout">
        <div>
          <img
            src={p.cover.url}
            alt={p.cover.alt}
            width={p.cover.width}
            height={p.cover.height}
            style={{ width: '100%', height: 'auto' }}
          />
          <dl className="publication-facts">
            <dt>Type</dt>
            <dd>{p.kindLabel}</dd>
            {p.sportTitle ? (
              <>
                <dt>Sport</dt>
                <dd>{p.sportTitle}</dd>
              </>
            ) : null}
            <dt>Season</dt>
            <dd>{p.season}</dd>
            <dt>Published</dt>
            <dd>{formatDate(p.date)}</dd>
            <dt>Pages</dt>
            <dd>{p.pages}</dd>
          </dl>
        </div>
        <div>
          <p>{data.description}</p>
          <p className="publication-actions">
            <SmartLink href={p.fileHref}>Open the PDF</SmartLink>
            <a href={p.fileHref} download>
              Download the PDF
            </a>
          </p>
          <iframe className="publication-viewer" src={p.fileHref} title={`${p.title} (PDF)`} loading="lazy" />
        </div>
      </div>
      {data.related.length > 0 ? (
        <section aria-labelledby={`${id}-related`}>
          <h2 id={`${id}-related`}>More {p.kindLabel === 'Yearbook' ? 'yearbooks' : `${p.kindLabel.toLowerCase()}s`}</h2>
          <ul className="publications-grid">
            {data.related.map((card) => (
              <li key={card.slug}>
                <PublicationCard card={card} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
