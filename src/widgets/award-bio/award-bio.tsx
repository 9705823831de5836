import { useId } from 'react';
import type { WidgetComponentProps } from '#registry/define-widget.ts';
import { HONOR_LABELS } from '../shared/awards.ts';
import type { AwardBioData, AwardBioProps } from './award-bio.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import '../shared/awards.css';

/** spec 2.1 award bio and All-American bio: who, what, when, the sport, the person's bio, their other honors. */
export default function AwardBio({ data }: WidgetComponentProps<AwardBioProps, AwardBioData>) {
  const id = useId();
  const labels = HONOR_LABELS[data.kind];
  return (
    <article className="award-bio container" aria-labelledby={`${id}-name`}>
      <h2 id={`${id}-name`}>{data.recipient}</h2>
      <p className="award-bio-honor">{data.honor}</p>
      <dl className="award-bio-facts">
        <div>
          <dt>Sport</dt>
          <dd>{data.sport ? <SmartLink href={data.sport.url}>{data.sport.title}</SmartLink> : 'Athletics'}</dd>
        </div>
        {data.facts.map((f) => (
          <div key={f.label}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
      {data.person ? (
        <p>
          <SmartLink href={data.person.url}>
            {data.recipient}: {data.person.kind === 'player' ? 'player bio' : 'coach bio'}
          </SmartLink>
        </p>
      ) : null}
      {data.others.length > 0 ? (
        <section className="award-bio-others" aria-labelledby={`${id}-others`}>
          <h3 id={`${id}-others`}>Other honors</h3>
          <ul>
            {data.others.map((o) => (
              <li key={o.url}>
                <SmartLink href={o.url}>
                  {o.year} {o.honor}
                </SmartLink>{' '}
                ({o.sportTitle})
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        <SmartLink href={data.listUrl}>All {labels.many}</SmartLink>
      </p>
    </article>
  );
}
