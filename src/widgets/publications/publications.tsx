import { useId } from 'react';
import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { PublicationsData, PublicationsProps } from './publications.schema.ts';
import { PublicationCard } from '../shared/publication-card.tsx';
import '../shared/publication-cards.css';

const FILTERS = [
  ['sport', 'Sport', 'All sports'],
  ['season', 'Season', 'All seasons'],
  ['kind', 'Type', 'All types'],
] as const;

/** Media guides, programs, record books, yearbooks: a GET form filters them (no JavaScript needed), by season. */
export default function Publications({ data, id }: WidgetComponentProps<PublicationsProps, PublicationsData>) {
  const formId = useId();
  return (
    <section className="publications container" aria-labelledby={`${id}-results`}>
      <form method="get" className="publications-filters" aria-label="Filter publications">
        {FILTERS.map(([name, label, all]) => (
          <div key={name} className="publications-filter">
            <label htmlFor={`${formId}-${name}`}>{label}</label>
            <select id={`${formId}-${name}`} name={name} defaultValue={data.selected[name]}>
              <option value="">{all}</option>
              {data.options[name].map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        <button type="submit" className="button button-primary">
          Show
        </button>
      </form>
      <p id={`${id}-results`} className="publications-count" role="status">
        {data.total === 1 ? '1 publication' : `${data.total} publications`}
      </p>
      {data.total === 0 ? (
        <p className="publications-empty empty-state">No publications match. Choose another sport, season or type.</p>
      ) : null}
      {data.groups.map((group) => (
        <section key={group.season} aria-labelledby={`${id}-season-${group.season}`}>
          <h2 id={`${id}-season-${group.season}`}>{group.season}</h2>
          <ul className="publications-grid">
            {group.items.map((card) => (
              <li key={card.slug}>
                <PublicationCard card={card} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
