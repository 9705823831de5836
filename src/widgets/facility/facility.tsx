import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { FacilityData, FacilityProps } from './facility.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { FacilityPhotos } from './facility-photos.tsx';
import { HomeGames } from './home-games.tsx';
import '../shared/facilities.css';

const count = new Intl.NumberFormat('en-US');

/** spec 2.1 facility page (spec 3 Facility): photos, where it is and how to get there, its history and its teams. */
export default function Facility({ data, id }: WidgetComponentProps<FacilityProps, FacilityData>) {
  const f = data.facility;
  return (
    <article className="facility container" aria-labelledby={`${id}-title`}>
      {/* The facility is the page's subject: its name is the page title, its parts section headings, as elsewhere. */}
      <header className="page-title">
        <h2 id={`${id}-title`}>{f.title}</h2>
      </header>
      {f.published ? null : <p className="facility-featured">Unpublished: only staff see this page</p>}
      <p>{f.teaser}</p>
      <FacilityPhotos images={f.images} title={f.title} id={id} />
      <dl className="facility-facts">
        <dt>Location</dt>
        <dd>{f.location}</dd>
        <dt>Address</dt>
        <dd>
          {f.address}
          <br />
          <SmartLink href={f.directionsUrl}>Directions to {f.title}</SmartLink>
        </dd>
        {f.capacity !== null ? (
          <>
            <dt>Capacity</dt>
            <dd>{count.format(f.capacity)}</dd>
          </>
        ) : null}
        {f.yearOpened !== null ? (
          <>
            <dt>Opened</dt>
            <dd>{f.yearOpened}</dd>
          </>
        ) : null}
      </dl>
      {f.history ? (
        <section aria-labelledby={`${id}-history`}>
          <h3 id={`${id}-history`} className="section-heading">
            History
          </h3>
          <div className="facility-history" dangerouslySetInnerHTML={{ __html: f.history }} />
        </section>
      ) : null}
      <section aria-labelledby={`${id}-teams`}>
        <h3 id={`${id}-teams`} className="section-heading">
          Teams and next home games
        </h3>
        {data.sports.length === 0 ? (
          <p className="empty-state">No teams play their home games here.</p>
        ) : (
          <ul className="facility-team-list">
            {data.sports.map((s) => (
              <HomeGames key={s.id} sport={s} facility={f.title} />
            ))}
          </ul>
        )}
      </section>
      <p>
        <SmartLink href={data.listUrl}>All facilities</SmartLink>
      </p>
    </article>
  );
}
