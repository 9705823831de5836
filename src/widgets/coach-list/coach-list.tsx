import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { CoachCard } from '../shared/coaches.ts';
import type { CoachListData, CoachListProps } from './coach-list.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import '../shared/coaches.css';

function Person({ person }: { person: CoachCard }) {
  return (
    <li className={person.headCoach ? 'coach-card coach-card-head' : 'coach-card'}>
      {person.image ? <img src={person.image.url} alt="" width={300} height={400} loading="lazy" decoding="async" /> : null}
      <div>
        <h3>
          <SmartLink href={person.url}>{person.name}</SmartLink>
        </h3>
        <p>{person.title}</p>
        {person.email ? (
          <p>
            <a href={`mailto:${person.email}`}>{person.email}</a>
          </p>
        ) : null}
        {person.phone ? (
          <p>
            <a href={`tel:${person.phone.replace(/[^\d+]/g, '')}`}>{person.phone}</a>
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** spec 2.1 coach list and sport staff: photo, name (to the bio), title, email and phone. */
export default function CoachList({ data, id }: WidgetComponentProps<CoachListProps, CoachListData>) {
  return (
    <section className="coach-list container" aria-labelledby={`${id}-coaches`}>
      <h3 id={`${id}-coaches`}>{data.season ? `${data.season} ` : ''}Coaching staff</h3>
      {data.coaches.length === 0 ? (
        <p className="empty-state">No coaches are listed yet.</p>
      ) : (
        <ul className="coach-cards">
          {data.coaches.map((p) => (
            <Person key={p.id} person={p} />
          ))}
        </ul>
      )}
      {data.support.length > 0 ? (
        <>
          <h3>Support staff</h3>
          <ul className="coach-cards">
            {data.support.map((p) => (
              <Person key={p.id} person={p} />
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <SmartLink href={data.recordsUrl}>{data.sport.title} coaching records</SmartLink>
      </p>
    </section>
  );
}
