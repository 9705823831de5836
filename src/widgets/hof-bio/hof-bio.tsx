import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { HofBioData, HofBioProps } from './hof-bio.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import '../shared/honors.css';
import '../shared/coaches.css';
import { PersonPlaceholder } from '../shared/person-placeholder.tsx';

/** spec 2.1 inductee bio: photo, list and class, sports, years, role, the bio; classmates before and after. */
export default function HofBio({ data, id }: WidgetComponentProps<HofBioProps, HofBioData>) {
  const p = data.person;
  return (
    <article className="hof-bio container" aria-labelledby={`${id}-name`}>
      {data.draft ? <p className="manual-draft">Not published: visitors do not see this page.</p> : null}
      <div className="hof-bio-layout">
        {p.image ? (
          <img src={p.image.url} alt={p.image.alt} width={300} height={400} />
        ) : (
          <PersonPlaceholder name={p.name} width={300} height={400} fluid />
        )}
        <div>
          <h2 id={`${id}-name`}>{p.name}</h2>
          <p>
            <SmartLink href={data.list.url}>{data.list.title}</SmartLink> ·{' '}
            <SmartLink href={data.classUrl}>Class of {p.induction_year}</SmartLink>
          </p>
          <dl className="staff-bio-facts">
            {p.sports.length > 0 ? (
              <>
                <dt>Sport</dt>
                <dd>
                  {p.sports.map((s, i) => (
                    <span key={s.url}>
                      {i > 0 ? ', ' : ''}
                      <SmartLink href={s.url}>{s.title}</SmartLink>
                    </span>
                  ))}
                </dd>
              </>
            ) : null}
            <dt>Years</dt>
            <dd>{p.years}</dd>
            <dt>Role</dt>
            <dd>{p.role}</dd>
          </dl>
          <div dangerouslySetInnerHTML={{ __html: data.bio }} />
        </div>
      </div>
      <nav className="hof-neighbours" aria-label={`Class of ${p.induction_year}`}>
        {data.previous ? <SmartLink href={data.previous.url}>Previous: {data.previous.name}</SmartLink> : <span />}
        {data.next ? <SmartLink href={data.next.url}>Next: {data.next.name}</SmartLink> : <span />}
      </nav>
    </article>
  );
}
