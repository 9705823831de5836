import { useState } from 'react';
import type { CumeStatsData } from './cume-stats.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { inningsOf } from '#schemas/stats.ts';

type Table = CumeStatsData['individuals'][number];
const shown = (key: string, value: number) => (key === 'outs' ? inningsOf(value) : String(value));

/**
 * A season table sortable by any column: each header is a button (keyboard and screen reader friendly, with
 * aria-sort on the sorted column). The server renders the default order, so without JavaScript it still reads.
 */
export function SortableTable({ table, caption }: { table: Table; caption: string }) {
  const [sort, setSort] = useState<{ index: number; descending: boolean } | null>(null);
  const rows =
    sort === null
      ? table.rows
      : table.rows.toSorted((a, b) => {
          const x = sort.index < 0 ? a.games : (a.stats[sort.index] ?? 0);
          const y = sort.index < 0 ? b.games : (b.stats[sort.index] ?? 0);
          return (sort.descending ? y - x : x - y) || a.name.localeCompare(b.name);
        });
  const header = (index: number, label: string, title: string) => {
    const active = sort?.index === index;
    return (
      <th key={index} scope="col" aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : undefined}>
        <button type="button" className="cs-sort" onClick={() => setSort({ index, descending: active ? !sort.descending : true })}>
          <abbr title={title}>{label}</abbr>
          <span className="visually-hidden">, sort {active && sort.descending ? 'ascending' : 'descending'}</span>
        </button>
      </th>
    );
  };
  return (
    <div className="bx-table-wrap table-scroll">
      <table className="bx-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            {header(-1, 'GP', 'Games played')}
            {table.columns.map((c, i) => header(i, c.label, c.title))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.name}-${r.number ?? ''}`}>
              <th scope="row">{r.url ? <SmartLink href={r.url}>{r.name}</SmartLink> : r.name}</th>
              <td>{r.games}</td>
              {table.columns.map((c, i) => (
                <td key={c.key}>{shown(c.key, r.stats[i] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
