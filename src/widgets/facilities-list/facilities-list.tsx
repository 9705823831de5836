import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { FacilitiesListData, FacilitiesListProps, FacilityCard } from './facilities-list.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import '../shared/facilities.css';

function Card({ facility: f, id }: { facility: FacilityCard; id: string }) {
  const sportsId = `${id}-${f.id}-sports`;
  return (
    <li className="facility-card">
      {/* The title link names the facility; the photo is decoration here (its alt text is on the facility page). */}
      {f.image ? <img src={f.image.url} alt="" width={f.image.width} height={f.image.height} loading="lazy" decoding="async" /> : null}
      <div className="facility-card-body">
        {f.featured ? <p className="facility-featured">Featured</p> : null}
        <h3>
          <SmartLink href={f.url}>{f.title}</SmartLink>
        </h3>
        <p className="facility-muted">{f.location}</p>
        <p>{f.teaser}</p>
        {f.sports.length > 0 ? (
          <>
            <p id={sportsId} className="facility-muted">
              Home of
            </p>
            <ul className="facility-sports" aria-labelledby={sportsId}>
              {f.sports.map((s) => (
                <li key={s.id}>
                  <SmartLink href={s.url}>{s.title}</SmartLink>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </li>
  );
}

/** spec 2.1 /facilities (spec 3 Facility): featured first, then by title; each card links to its page. */
export default function FacilitiesList({ data, id }: WidgetComponentProps<FacilitiesListProps, FacilitiesListData>) {
  if (data.facilities.length === 0) return <p className="container empty-state">No facilities are listed yet.</p>;
  return (
    <section className="facilities-list container" aria-label="Facilities">
      <ul className="facility-cards">
        {data.facilities.map((f) => (
          <Card key={f.id} facility={f} id={id} />
        ))}
      </ul>
    </section>
  );
}
