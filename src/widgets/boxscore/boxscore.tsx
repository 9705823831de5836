import type { WidgetComponentProps } from '#registry/define-widget.ts';
import { inningsOf } from '#schemas/stats.ts';
import type { BoxscoreData, BoxscoreProps } from './boxscore.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { formatGameDay } from '../shared/format.ts';
import '../shared/stat-tables.css';

type Table = BoxscoreData['tables'][number];
const shown = (key: string, value: number) => (key === 'outs' ? inningsOf(value) : String(value));

function PlayerTable({
  table,
  side,
  team,
  bios,
  id,
}: {
  table: Table;
  side: 'school' | 'opponent';
  team: string;
  bios: BoxscoreData['bios'];
  id: string;
}) {
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
 * spec 2.1 box score (spec 3 Game details): both teams and the final, date, site, attendance and
 * duration; the score by period; team stats side by side; every player's line per team in real tables; the
 * scoring summary by period (spec 4 period labels); links to the recap, notes and photos; the series history.
 */
export default function Boxscore({ data, id }: WidgetComponentProps<BoxscoreProps, BoxscoreData>) {
  const { game, school, opponent } = data;
  const byPeriod = [...new Set(data.scoring.map((p) => p.periodLabel))];
  return (
    <article className="boxscore container" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {data.sport.title}: {school.name} {game.versus} {opponent.name}, box score
      </h2>
      <div className="bx-header">
        <div className="bx-team">
          <img src={school.image} alt="" width={80} height={80} />
          <span className="bx-team-name">{school.name}</span>
          <span className="bx-score">{school.score}</span>
        </div>
        <div>
          <strong>{game.display && game.display !== 'Final' ? game.display : 'Final'}</strong>
          <br />
          {game.status === 'W' ? 'Win' : game.status === 'L' ? 'Loss' : game.status === 'T' ? 'Tie' : ''}
        </div>
        <div className="bx-team">
          {opponent.image ? <img src={opponent.image} alt="" width={80} height={80} /> : null}
          <span className="bx-team-name">{opponent.name}</span>
          <span className="bx-score">{opponent.score}</span>
        </div>
      </div>
      <ul className="bx-facts">
        <li>
          {formatGameDay(game.date)}, {game.time}
        </li>
        <li>
          {game.stadium ? `${game.stadium}, ` : ''}
          {game.location}
        </li>
        {game.attendance !== null ? <li>Attendance: {game.attendance.toLocaleString('en-US')}</li> : null}
        {game.duration ? <li>Duration: {game.duration}</li> : null}
        {data.weather ? <li>Weather: {data.weather}</li> : null}
      </ul>
      {data.lineScore ? (
        <div className="bx-table-wrap table-scroll">
          <table className="bx-table" aria-labelledby={`${id}-ls`}>
            <caption id={`${id}-ls`}>Score by period</caption>
            <thead>
              <tr>
                <th scope="col">Team</th>
                {data.lineScore.periods.map((p) => (
                  <th key={p} scope="col">
                    {p}
                  </th>
                ))}
                <th scope="col">Final</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{school.name}</th>
                {data.lineScore.school.map((n, i) => (
                  <td key={i}>{n ?? '–'}</td>
                ))}
                <td>
                  <strong>{school.score}</strong>
                </td>
              </tr>
              <tr>
                <th scope="row">{opponent.name}</th>
                {data.lineScore.opponent.map((n, i) => (
                  <td key={i}>{n ?? '–'}</td>
                ))}
                <td>
                  <strong>{opponent.score}</strong>
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      ) : null}
      {data.teamStats.length > 0 ? (
        <table className="bx-table" aria-labelledby={`${id}-ts`}>
          <caption id={`${id}-ts`}>Team stats</caption>
          <thead>
            <tr>
              <th scope="col">Stat</th>
              <th scope="col">{school.name}</th>
              <th scope="col">{opponent.name}</th>
            </tr>
          </thead>
          <tbody>
            {data.teamStats.map((s) => (
              <tr key={s.label}>
                <th scope="row">{s.label}</th>
                <td>{s.school}</td>
                <td>{s.opponent}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {data.tables.map((t) => (
        <section key={t.key} aria-labelledby={`${id}-h-${t.key}`}>
          <h3 id={`${id}-h-${t.key}`}>{t.title}</h3>
          <div className="bx-two">
            <PlayerTable table={t} side="school" team={school.name} bios={data.bios} id={id} />
            <PlayerTable table={t} side="opponent" team={opponent.name} bios={data.bios} id={id} />
          </div>
        </section>
      ))}
      {data.scoring.length > 0 ? (
        <section className="bx-scoring" aria-labelledby={`${id}-scoring`}>
          <h3 id={`${id}-scoring`}>Scoring summary</h3>
          {byPeriod.map((label) => (
            <div key={label}>
              <h4>{label}</h4>
              <ol>
                {data.scoring
                  .filter((p) => p.periodLabel === label)
                  .map((p, i) => (
                    <li key={i}>
                      <span>{p.clock ?? ''}</span>
                      <span>
                        {p.side === 'school' ? school.name : opponent.name}: {p.text}
                      </span>
                      <span>
                        {p.school}-{p.opponent}
                      </span>
                    </li>
                  ))}
              </ol>
            </div>
          ))}
        </section>
      ) : null}
      <section aria-labelledby={`${id}-history`}>
        <h3 id={`${id}-history`}>Series history</h3>
        <p>
          {school.name} {data.history.wins}-{data.history.losses}
          {data.history.ties > 0 ? `-${data.history.ties}` : ''} all-time against {opponent.name}.
          {data.history.last ? (
            <>
              {' '}
              Previous meeting: {formatGameDay(data.history.last.date)}, {data.history.last.status} {data.history.last.score}
              {data.history.last.url ? (
                <>
                  {' '}
                  (<SmartLink href={data.history.last.url}>box score</SmartLink>)
                </>
              ) : null}
              .
            </>
          ) : null}
          {data.history.url ? (
            <>
              {' '}
              <SmartLink href={data.history.url}>Full opponent history</SmartLink>
            </>
          ) : null}
        </p>
      </section>
      {data.officials.length > 0 ? <p>Officials: {data.officials.join(' · ')}</p> : null}
      <ul className="bx-links" aria-label="Game links">
        {data.links.map((l) => (
          <li key={l.url}>
            <SmartLink href={l.url}>{l.title}</SmartLink>
          </li>
        ))}
      </ul>
    </article>
  );
}
