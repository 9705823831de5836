import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { HofListData, HofListProps } from './hof-list.schema.ts';
import type { InducteeCard } from '../shared/honors.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import '../shared/honors.css';
import { PersonPlaceholder } from '../shared/person-placeholder.tsx';

function Card({ person }: { person: InducteeCard }) {
  return (
    <li>
      {person.image ? (
        <img src={person.image.url} alt="" width={72} height={96} loading="lazy" decoding="async" />
      ) : (
        <PersonPlaceholder className="hof-photo-blank" name={person.name} width={72} height={96} />
      )}
      <div>
        <SmartLink href={person.url}>
          <strong>{person.name}</strong>
        </SmartLink>
        <p>{person.sports.map((s) => s.title).join(', ') || person.role}</p>
        <p>{person.years}</p>
      </div>
    </li>
  );
}

/** spec 2.1 honors list: every list, or one list's inductees by class, narrowed by class or sport with plain links. */
export default function HofList({ data, id }: WidgetComponentProps<HofListProps, HofListData>) {
  const list = data.list;
  if (!list) {
    return (
      <section className="hof container" aria-label="Honors">
        <ul className="hof-lists">
          {data.lists.map((l) => (
            <li key={l.slug}>
              <h3>
                <SmartLink href={l.url}>{l.title}</SmartLink>
              </h3>
              <p>{l.description}</p>
              <p>{l.count} honorees</p>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <section className="hof container" aria-labelledby={`${id}-status`}>
      <p>{list.description}</p>
      <nav className="hof-groupings" aria-label={`Browse ${list.title}`}>
        <div>
          <strong>By class: </strong>
          <ul>
            <li>
              <SmartLink href={list.url} aria-current={list.grouping === null ? 'page' : undefined}>
                All
              </SmartLink>
            </li>
            {list.byClass.map((c) => (
              <li key={c.url}>
                <SmartLink href={c.url} aria-current={list.grouping?.label === `Class of ${c.label}` ? 'page' : undefined}>
                  {c.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
        {list.bySport.length > 1 ? (
          <div>
            <strong>By sport: </strong>
            <ul>
              {list.bySport.map((s) => (
                <li key={s.url}>
                  <SmartLink href={s.url} aria-current={list.grouping?.label === s.label ? 'page' : undefined}>
                    {s.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </nav>
      <p id={`${id}-status`} role="status">
        {list.total === 1 ? '1 honoree' : `${list.total} honorees`}
        {list.grouping ? `: ${list.grouping.label}` : ''}
      </p>
      {list.classes.map((c) => (
        <section key={c.year} className="hof-class" aria-labelledby={`${id}-c${c.year}`}>
          <h3 id={`${id}-c${c.year}`}>Class of {c.year}</h3>
          <ul className="hof-cards">
            {c.inductees.map((p) => (
              <Card key={p.id} person={p} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
