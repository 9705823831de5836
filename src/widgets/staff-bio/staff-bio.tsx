import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { StaffBioData, StaffBioProps } from './staff-bio.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import '../shared/coaches.css';
import { PersonPlaceholder } from '../shared/person-placeholder.tsx';

/** spec 2.1 staff bio: photo, title, department, contact, the sports they serve, bio and a vCard. */
export default function StaffBio({ data, id }: WidgetComponentProps<StaffBioProps, StaffBioData>) {
  const p = data.person;
  return (
    <article className="staff-bio container" aria-labelledby={`${id}-name`}>
      <div className="coach-bio-layout">
        {p.image ? (
          <img src={p.image.url} alt={p.image.alt} width={300} height={400} style={{ width: '100%', height: 'auto' }} />
        ) : (
          <PersonPlaceholder name={p.name} width={300} height={400} fluid />
        )}
        <div>
          <h2 id={`${id}-name`}>{p.name}</h2>
          <p className="coach-bio-title">{p.title}</p>
          <dl className="staff-bio-facts">
            {data.department ? (
              <>
                <dt>Department</dt>
                <dd>
                  <SmartLink href={data.department.url}>{data.department.name}</SmartLink>
                </dd>
              </>
            ) : null}
            {data.sports.length > 0 ? (
              <>
                <dt>Sports</dt>
                <dd>
                  {data.sports.map((s, i) => (
                    <span key={s.url}>
                      {i > 0 ? ', ' : ''}
                      <SmartLink href={s.url}>{s.title}</SmartLink>
                    </span>
                  ))}
                </dd>
              </>
            ) : null}
            {p.phone ? (
              <>
                <dt>Phone</dt>
                <dd>
                  <a href={`tel:${p.phone.replace(/[^\d+]/g, '')}`}>{p.phone}</a>
                </dd>
              </>
            ) : null}
            {p.email ? (
              <>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${p.email}`}>{p.email}</a>
                </dd>
              </>
            ) : null}
          </dl>
          <p>
            <a href={data.vcardUrl} download>
              Add {p.name} to contacts <span className="visually-hidden">(vCard file)</span>
            </a>
          </p>
          {data.bio ? <div className="coach-bio-text" dangerouslySetInnerHTML={{ __html: data.bio }} /> : null}
        </div>
      </div>
      <p>
        <SmartLink href="/staff-directory">Full staff directory</SmartLink>
      </p>
    </article>
  );
}
