import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { BoxscoreData, BoxscoreProps } from './boxscore.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { formatGameDay } from '../shared/format.ts';
import { Matchup } from '../shared/matchup.tsx';
import { TeamStatsTable } from '../shared/team-stats.tsx';
import { LineScoreTable, PlayerStats } from './boxscore-tables.tsx';
import '../shared/stat-tables.css';

const RESULTS: Record<string, string> = { W: 'Win', L: 'Loss', T: 'Tie' };

function Facts({ game }: { game: BoxscoreData['game'] }) {
  return (
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
    </ul>
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
  const result = RESULTS[game.status];
  return (
    <article className="boxscore container" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {data.sport.title}: {school.name} {game.versus} {opponent.name}, box score
      </h2>
      <Matchup
        school={{ name: school.name, logo: school.image, score: school.score }}
        opponent={{ name: opponent.name, logo: opponent.image, score: opponent.score }}
        status={
          <>
            <strong>{game.display && game.display !== 'Final' ? game.display : 'Final'}</strong>
            {result ? <span>{result}</span> : null}
          </>
        }
        facts={<Facts game={game} />}
      />
      {data.weather ? <p className="bx-note">Weather: {data.weather}</p> : null}
      <LineScoreTable data={data} id={id} />
      {data.teamStats.length > 0 ? (
        <TeamStatsTable
          id={`${id}-ts`}
          rows={data.teamStats}
          school={{ name: school.name, logo: school.image }}
          opponent={{ name: opponent.name, logo: opponent.image }}
        />
      ) : null}
      <PlayerStats data={data} id={id} />
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
