import { useId } from 'react';
import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { HistoricalRosterData, HistoricalRosterProps } from './historical-roster.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { PageLinks } from '../shared/page-links.tsx';
import '../shared/results-table.css';

const FILTERS = [
  ['sport', 'Sport', 'All sports'],
  ['season', 'Season', 'All seasons'],
  ['position', 'Position', 'All positions'],
] as const;

/** spec 2.1 historical roster: everyone who has played, by name, with their seasons (letter-winner years). */
export default function HistoricalRoster({ data }: WidgetComponentProps<HistoricalRosterProps, HistoricalRosterData>) {
  const id = useId();
  return (
    <section className="historical-roster container" aria-labelledby={`${id}-status`}>
      <form method="get" action={data.action} className="results-season historical-filters" aria-label="Find players">
        <label htmlFor={`${id}-q`}>Name</label>
        <input id={`${id}-q`} name="q" type="search" defaultValue={data.selected.q} maxLength={100} />
        {FILTERS.filter(([name]) => data.options[name].length > 0).map(([name, label, all]) => (
          <span key={name} className="historical-filter">
            <label htmlFor={`${id}-${name}`}>{label}</label>
            <select id={`${id}-${name}`} name={name} defaultValue={data.selected[name]}>
              <option value="">{all}</option>
              {data.options[name].map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </span>
        ))}
        <button type="submit" className="button button-primary">
          Find
        </button>
      </form>
      <p id={`${id}-status`} role="status">
        {data.total === 1 ? '1 player' : `${data.total} players`}
      </p>
      {data.players.length === 0 ? (
        <p className="empty-state">No players match. Try part of a name, or “All seasons”.</p>
      ) : (
        <div className="table-scroll">
          <table className="results-table">
            <caption className="visually-hidden">
              Players, page {data.page.index + 1} of {data.page.pages}
            </caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Sport</th>
                <th scope="col">Position</th>
                <th scope="col">Seasons (letters)</th>
                <th scope="col">Hometown</th>
              </tr>
            </thead>
            <tbody>
              {data.players.map((p) => (
                <tr key={p.url}>
                  <th scope="row">
                    <SmartLink href={p.url}>{p.name}</SmartLink>
                  </th>
                  <td>{p.sportTitle}</td>
                  <td>{p.positions.join(', ') || '–'}</td>
                  <td>
                    {p.seasons.join(', ')}{' '}
                    <span className="visually-hidden">({p.seasons.length === 1 ? '1 letter' : `${p.seasons.length} letters`})</span>
                  </td>
                  <td>{p.hometown ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PageLinks label="Player pages" {...data.page} />
    </section>
  );
}
