import { inningsOf } from '#schemas/stats.ts';
import type { BoxscoreData } from './boxscore.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { Tabs } from '../shared/tabs.tsx';

type Table = BoxscoreData['tables'][number];
type Side = 'school' | 'opponent';
const shown = (key: string, value: number) => (key === 'outs' ? inningsOf(value) : String(value));

function PlayerTable({ table, side, team, bios, id }: { table: Table; side: Side; team: string; bios: BoxscoreData['bios']; id: string }) {
  const { lines, totals } = table[side];
  if (lines.length === 0) return null;
  return (
    <div className="bx-table-wrap table-scroll">
      <table className="bx-table" aria-labelledby={`${id}-${table.key}-${side}`}>
        <caption id={`${id}-${table.key}-${side}`}>
          {team}: {table.title}
        </caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            {table.columns.map((c) => (
              <th key={c.key} scope="col">
                <abbr title={c.title}>{c.label}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => {
            const bio = l.player_id !== null ? bios[l.player_id] : undefined;
            const name = `${l.number ? `#${l.number} ` : ''}${l.name}`;
            return (
              <tr key={`${l.name}-${i}`}>
                <th scope="row">
                  {bio ? <SmartLink href={bio}>{name}</SmartLink> : name}
                  {l.position ? ` (${l.position})` : ''}
                </th>
                {table.columns.map((c, j) => (
                  <td key={c.key}>{shown(c.key, l.stats[j] ?? 0)}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Totals</th>
            {table.columns.map((c, j) => (
              <td key={c.key}>{shown(c.key, totals[j] ?? 0)}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/**
 * Every player's line, one team at a time (spec 2.1 box score): as HTML two sections under links to each; once React
 * runs, two tabs (shared/tabs.tsx).
 */
export function PlayerStats({ data, id }: { data: BoxscoreData; id: string }) {
  if (data.tables.length === 0) return null;
  const team = (side: Side, name: string) => {
    const tables = data.tables.filter((t) => t[side].lines.length > 0);
    return {
      key: side,
      label: name,
      content:
        tables.length > 0 ? (
          tables.map((t) => <PlayerTable key={t.key} table={t} side={side} team={name} bios={data.bios} id={id} />)
        ) : (
          <p className="empty-state">No player stats for {name}.</p>
        ),
    };
  };
  return (
    <section className="bx-players" aria-labelledby={`${id}-players`}>
      <h3 id={`${id}-players`}>Player stats</h3>
      <Tabs
        id={`${id}-team`}
        label="Player stats by team"
        heading="h4"
        items={[team('school', data.school.name), team('opponent', data.opponent.name)]}
      />
    </section>
  );
}

/** The score by period: one column per period (a 9-overtime game has 13), scrolling in its own box. */
export function LineScoreTable({ data, id }: { data: BoxscoreData; id: string }) {
  const { lineScore, school, opponent } = data;
  if (!lineScore) return null;
  const rows = [
    { name: school.name, scores: lineScore.school, total: school.score },
    { name: opponent.name, scores: lineScore.opponent, total: opponent.score },
  ];
  return (
    <div className="bx-table-wrap table-scroll">
      <table className="bx-table bx-line-score" aria-labelledby={`${id}-ls`}>
        <caption id={`${id}-ls`}>Score by period</caption>
        <thead>
          <tr>
            <th scope="col">Team</th>
            {lineScore.periods.map((p) => (
              <th key={p} scope="col">
                {p}
              </th>
            ))}
            <th scope="col">Final</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              <th scope="row">{row.name}</th>
              {row.scores.map((n, i) => (
                <td key={i}>{n ?? '–'}</td>
              ))}
              <td>
                <strong>{row.total}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
