import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { MomentsData, MomentsProps } from './moments.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { formatDate } from '../shared/format.ts';
import { PageLinks } from '../shared/page-links.tsx';
import { VideoPlayer } from '../shared/video-player.tsx';
import '../shared/press.css';

/** spec 2.1 moments: photos, and videos that load their player only when played (spec 2.4). */
export default function Moments({ data, id }: WidgetComponentProps<MomentsProps, MomentsData>) {
  return (
    <section className="moments container" aria-labelledby={`${id}-status`}>
      <p id={`${id}-status`} role="status">
        {data.total === 1 ? '1 moment' : `${data.total} moments`}
        {data.sport ? ` of ${data.sport}` : ''}
      </p>
      {data.moments.length === 0 ? (
        <p className="empty-state">No moments yet this season.</p>
      ) : (
        <ul className="moment-grid">
          {data.moments.map((m) => (
            <li key={m.id}>
              <figure>
                {m.video ? (
                  <VideoPlayer video={m.video} title={m.title} poster={m.image.url} />
                ) : (
                  <img src={m.image.url} alt={m.image.alt} width={m.image.width} height={m.image.height} loading="lazy" decoding="async" />
                )}
                <figcaption>
                  <span className="moment-title">{m.title}</span>
                  {m.caption} <time dateTime={m.date}>{formatDate(m.date)}</time>
                  {' · '}
                  <SmartLink href={m.sport.url}>{m.sport.title}</SmartLink>
                  {m.gameUrl ? (
                    <>
                      {' · '}
                      <SmartLink href={m.gameUrl}>Schedule</SmartLink>
                    </>
                  ) : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
      <PageLinks label="Moment pages" {...data.page} />
    </section>
  );
}
