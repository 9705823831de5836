import { TeamLogo } from './matchup.tsx';
import './stat-tables.css';

export interface TeamStatRow {
  label: string;
  school: string;
  opponent: string;
}

export interface TeamStatsTeam {
  name: string;
  logo: string | null;
}

/** A value column's head: the team's logo (or initials) and name; on phones the name is for screen readers only. */
function TeamHead({ team }: { team: TeamStatsTeam }) {
  return (
    <th scope="col">
      <TeamLogo name={team.name} logo={team.logo} size={24} className="bx-ts-logo" monogramClassName="bx-ts-monogram" />
      <span className="bx-ts-name">{team.name}</span>
    </th>
  );
}

/**
 * A game's team stats side by side (spec 2.1 box score and game center): the stat's name first, then one value
 * column per team headed by its logo, so it fits a 320 px phone whatever the teams are called (the scoreboard above
 * pairs each logo with its name; from tablet width the names show too).
 */
export function TeamStatsTable({
  id,
  rows,
  school,
  opponent,
}: {
  id: string;
  rows: readonly TeamStatRow[];
  school: TeamStatsTeam;
  opponent: TeamStatsTeam;
}) {
  return (
    <div className="bx-table-wrap table-scroll">
      <table className="bx-table bx-team-stats" aria-labelledby={id}>
        <caption id={id}>Team stats</caption>
        <thead>
          <tr>
            <th scope="col">Stat</th>
            <TeamHead team={school} />
            <TeamHead team={opponent} />
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
