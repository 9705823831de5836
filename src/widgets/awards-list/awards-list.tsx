import { useId } from 'react';
import type { WidgetComponentProps } from '#registry/define-widget.ts';
import { HONOR_LABELS } from '../shared/awards.ts';
import type { AwardsListData, AwardsListProps } from './awards-list.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { PageLinks } from '../shared/page-links.tsx';
import '../shared/results-table.css';
import '../shared/awards.css';

const FILTERS = [
  ['sport', 'Sport', 'All sports'],
  ['year', 'Year', 'All years'],
] as const;

/** spec 2.1 awards list and All-Americans list: a plain GET form (works without JavaScript), a table per year. */
export default function AwardsList({ data }: WidgetComponentProps<AwardsListProps, AwardsListData>) {
  const id = useId();
  const labels = HONOR_LABELS[data.kind];
  const title = labels.many.charAt(0).toUpperCase() + labels.many.slice(1);
  return (
    <section className="awards-list container" aria-labelledby={`${id}-status`}>
      <form method="get" action={data.action} className="results-season awards-filters" aria-label={`Find ${labels.many}`}>
        {FILTERS.map(([name, label, all]) => (
          <span key={name} className="awards-filter">
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
          Show
        </button>
      </form>
      <p id={`${id}-status`} role="status">
        {data.total === 1 ? `1 ${labels.one}` : `${data.total} ${labels.many}`}
      </p>
      {data.groups.length === 0 ? (
        <p className="awards-empty empty-state">
          No {labels.many} match these filters. <SmartLink href={data.action}>Show all {labels.many}</SmartLink>
        </p>
      ) : (
        data.groups.map((group) => (
          <div key={group.year} className="table-scroll">
            <table className="results-table awards-table">
              <caption>
                {group.year} {title}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{data.kind === 'awards' ? 'Recipient' : 'Name'}</th>
                  <th scope="col">{labels.honor}</th>
                  <th scope="col">Sport</th>
                  <th scope="col">{labels.detail}</th>
                </tr>
              </thead>
              <tbody>
                {group.rows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">
                      <SmartLink href={row.url}>{row.recipient}</SmartLink>
                    </th>
                    <td>{row.honor}</td>
                    <td>{row.sportTitle}</td>
                    <td>{row.detail ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))
      )}
      <PageLinks label={`${title} pages`} {...data.page} />
    </section>
  );
}
