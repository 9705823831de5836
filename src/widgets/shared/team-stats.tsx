import './stat-tables.css';

export interface TeamStatRow {
  label: string;
  school: string;
  opponent: string;
}

/**
 * A game's team stats side by side (spec 2.1 box score and game center): the stat's name first, then one value
 * column per team, narrow enough for a 320 px phone (names and headers wrap; the box scrolls if it must).
 */
export function TeamStatsTable({
  id,
  rows,
  school,
  opponent,
}: {
  id: string;
  rows: readonly TeamStatRow[];
  school: string;
  opponent: string;
}) {
  return (
    <div className="bx-table-wrap table-scroll">
      <table className="bx-table bx-team-stats" aria-labelledby={id}>
        <caption id={id}>Team stats</caption>
        <thead>
          <tr>
            <th scope="col">Stat</th>
            <th scope="col">{school}</th>
            <th scope="col">{opponent}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <tr key={s.label}>
              <th scope="row">{s.label}</th>
              <td>{s.school}</td>
              <td>{s.opponent}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
