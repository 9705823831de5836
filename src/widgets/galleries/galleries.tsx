import { Suspense, lazy, useId, useRef, useState } from 'react';
import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { GalleriesData, GalleriesProps } from './galleries.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { SportFilter } from '../shared/sport-filter.tsx';
import { formatDate } from '../shared/format.ts';
import { PageLinks } from '../shared/page-links.tsx';
import './galleries.css';

// The lightbox's code loads when a visitor first opens a photo (a budget of npm run bench).
const Lightbox = lazy(() => import('./lightbox.tsx'));

function Gallery({ gallery }: { gallery: NonNullable<GalleriesData['gallery']> }) {
  const [open, setOpen] = useState<number | null>(null);
  const thumbs = useRef<(HTMLAnchorElement | null)[]>([]);
  const opener = useRef(0);
  const close = () => {
    setOpen(null);
    // Back to the thumbnail that opened the viewer, once the dialog has gone.
    setTimeout(() => thumbs.current[opener.current]?.focus(), 0);
  };
  return (
    <>
      <p>
        {formatDate(gallery.date)} · <SmartLink href={gallery.sport.url}>{gallery.sport.title}</SmartLink> ·{' '}
        <SmartLink href={gallery.schedule}>Schedule</SmartLink> · {gallery.photos.length} photos
      </p>
      <ul className="gallery-grid">
        {gallery.photos.map((p, i) => (
          <li key={p.url}>
            {/* Without JavaScript the link opens the full photo; with it, the lightbox. */}
            <a
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              className="gallery-thumb"
              href={p.url}
              onClick={(event) => {
                event.preventDefault();
                opener.current = i;
                setOpen(i);
              }}
            >
              <img src={p.url} alt={p.alt} width={p.width} height={p.height} loading={i < 6 ? 'eager' : 'lazy'} decoding="async" />
              <span className="visually-hidden"> (opens the photo viewer)</span>
            </a>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Suspense fallback={null}>
          <Lightbox photos={gallery.photos} index={open} onIndex={setOpen} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}

/** spec 2.4 /galleries: the photo galleries by sport, and one gallery with its photo viewer. */
export default function Galleries({ data }: WidgetComponentProps<GalleriesProps, GalleriesData>) {
  const id = useId();
  if (data.gallery)
    return (
      <section className="galleries container" aria-label={data.gallery.title}>
        <Gallery gallery={data.gallery} />
      </section>
    );
  return (
    <section className="galleries container" aria-labelledby={`${id}-status`}>
      <SportFilter action={data.action} sports={data.sports} selected={data.selected} label="Galleries by sport" />
      <p id={`${id}-status`} role="status">
        {data.total === 1 ? '1 gallery' : `${data.total} galleries`}
      </p>
      {data.galleries.length === 0 ? (
        <p className="empty-state">No galleries for this sport yet.</p>
      ) : (
        <ul className="gallery-grid">
          {data.galleries.map((g) => (
            <li key={g.id}>
              <SmartLink href={g.url}>
                <img src={g.cover.url} alt="" width={g.cover.width} height={g.cover.height} loading="lazy" decoding="async" />
                <strong>{g.title}</strong>
              </SmartLink>
              <p>
                {formatDate(g.date)} · {g.count} photos
              </p>
            </li>
          ))}
        </ul>
      )}
      <PageLinks label="Gallery pages" {...data.page} />
    </section>
  );
}
