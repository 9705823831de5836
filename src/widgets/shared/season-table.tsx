import type { SeasonRow } from './coaches.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { formatPercent } from './format.ts';

const record = (w: number, l: number, t: number) => [w, l, ...(t > 0 ? [t] : [])].join('-');
const pct = (value: number | null) => (value === null ? '–' : formatPercent(value));

/** spec 3 yearly coaching records: a season a row, overall and conference W-L(-T) and win percent (one decimal). */
export function SeasonTable({ rows, caption, showCoach = true }: { rows: readonly SeasonRow[]; caption: string; showCoach?: boolean }) {
  return (
    <div className="table-scroll">
      <table className="records-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Season</th>
            {showCoach ? <th scope="col">Head coach</th> : null}
            <th scope="col">Overall</th>
            <th scope="col">Pct.</th>
            <th scope="col">Conference</th>
            <th scope="col">Conf. pct.</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.season}>
              <th scope="row">{r.season}</th>
              {showCoach ? <td>{r.coachUrl ? <SmartLink href={r.coachUrl}>{r.coach}</SmartLink> : r.coach}</td> : null}
              <td>{record(r.wins, r.losses, r.ties)}</td>
              <td>{pct(r.pct)}</td>
              <td>{record(r.confWins, r.confLosses, r.confTies)}</td>
              <td>{pct(r.confPct)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export { record as winLossTie, pct as percentCell };
