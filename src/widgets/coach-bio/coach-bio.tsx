import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { CoachBioData, CoachBioProps } from './coach-bio.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { SeasonTable } from '../shared/season-table.tsx';
import '../shared/coaches.css';
import { PersonPlaceholder } from '../shared/person-placeholder.tsx';

/** spec 2.1 coach bio and support staff bio: photo, title, contact, the bio, and a head coach's seasons here. */
export default function CoachBio({ data, id }: WidgetComponentProps<CoachBioProps, CoachBioData>) {
  const p = data.person;
  return (
    <article className="coach-bio container" aria-labelledby={`${id}-name`}>
      <div className="coach-bio-layout">
        {p.image ? (
          <img src={p.image.url} alt={p.image.alt} width={300} height={400} style={{ width: '100%', height: 'auto' }} />
        ) : (
          <PersonPlaceholder name={p.name} width={300} height={400} fluid />
        )}
        <div>
          <h2 id={`${id}-name`}>{p.name}</h2>
          <p className="coach-bio-title">
            {data.sport.title} · {p.title}
          </p>
          <ul className="coach-bio-contact">
            {p.email ? (
              <li>
                Email: <a href={`mailto:${p.email}`}>{p.email}</a>
              </li>
            ) : null}
            {p.phone ? (
              <li>
                Phone: <a href={`tel:${p.phone.replace(/[^\d+]/g, '')}`}>{p.phone}</a>
              </li>
            ) : null}
          </ul>
          {data.bio ? <div className="coach-bio-text" dangerouslySetInnerHTML={{ __html: data.bio }} /> : null}
        </div>
      </div>
      {data.record.length > 0 ? <SeasonTable rows={data.record} caption={`${p.name}: seasons as head coach`} showCoach={false} /> : null}
      <p>
        <SmartLink href={data.staffUrl}>All {data.sport.title} coaches</SmartLink>
      </p>
    </article>
  );
}
