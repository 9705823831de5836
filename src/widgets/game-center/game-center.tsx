import { useEffect, useRef, useState } from 'react';
import type { WidgetComponentProps } from '#registry/define-widget.ts';
import { GAME_STATUS_LABELS, periodLabel } from '#schemas/game-rules.ts';
import { liveAnnouncement, liveStatusLabel, type LiveStats } from '#schemas/live.ts';
import type { GameCenterData, GameCenterProps } from './game-center.schema.ts';
import { gamePhase } from './game-phase.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { formatGameDay } from '../shared/format.ts';
import { Matchup } from '../shared/matchup.tsx';
import { TeamStatsTable } from '../shared/team-stats.tsx';
import { Countdown } from './countdown.tsx';
import { useLiveFeed } from './use-live-feed.ts';
import '../shared/stat-tables.css';
import './game-center.css';

function LineScore({ live, id }: { live: LiveStats; id: string }) {
  const periods = Math.max(live.school.period_scores.length, live.opponent.period_scores.length);
  if (periods === 0) return null;
  const rows = [live.school, live.opponent];
  return (
    <div className="bx-table-wrap table-scroll">
      <table className="bx-table bx-line-score" aria-labelledby={`${id}-ls`}>
        <caption id={`${id}-ls`}>Score by {live.period.name === 'Qtr' ? 'quarter' : live.period.name.toLowerCase()}</caption>
        <thead>
          <tr>
            <th scope="col">Team</th>
            {Array.from({ length: periods }, (_, i) => (
              <th key={i} scope="col">
                {periodLabel(i + 1, live.period.regulation)}
              </th>
            ))}
            <th scope="col">{live.period.name === 'Set' ? 'Sets' : 'T'}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((team) => (
            <tr key={team.name}>
              <th scope="row">{team.name}</th>
              {Array.from({ length: periods }, (_, i) => (
                <td key={i}>{team.period_scores[i] ?? '–'}</td>
              ))}
              <td>
                <strong>{team.score}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Plays({ live }: { live: LiveStats }) {
  if (live.plays.length === 0) return null;
  return (
    <section aria-labelledby="gc-plays">
      <h3 id="gc-plays">Latest plays</h3>
      <ol className="gc-plays">
        {live.plays.slice(0, 10).map((p, i) => (
          <li key={`${live.plays.length - i}`}>
            <span>
              {periodLabel(p.period, live.period.regulation)}
              {p.clock ? ` ${p.clock}` : ''}
            </span>
            <span>{p.text}</span>
            <span className="gc-play-score">{p.points > 0 ? `+${p.points}` : ''}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Says score and period changes politely; silent on the first render (the page already shows them). */
function useAnnouncement(live: LiveStats | null): string {
  const [text, setText] = useState('');
  const first = useRef(live?.version);
  useEffect(() => {
    if (!live || live.version === first.current) return;
    setText(liveAnnouncement(live));
  }, [live]);
  return text;
}

/**
 * spec 2.1 game center: the matchup with the score; before the game a countdown to the start and the
 * ways to follow it; during it the score, period, clock, score by period, timeouts and the latest plays, kept
 * current without reloading; after it the final and the box score and recap links.
 */
export default function GameCenter({ data, id }: WidgetComponentProps<GameCenterProps, GameCenterData>) {
  const live = useLiveFeed(data.live, data.feedUrl);
  const announcement = useAnnouncement(live);
  const { game } = data;
  const phase = gamePhase(game, live);
  const versus = game.location_indicator === 'A' ? 'at' : 'vs';
  const schoolScore = live?.has_started ? live.school.score : game.result?.team_score;
  const opponentScore = live?.has_started ? live.opponent.score : game.result?.opponent_score;
  const status = live?.has_started
    ? liveStatusLabel(live)
    : phase === 'post'
      ? (game.game_state_display ?? 'Final')
      : phase === 'off'
        ? game.status === 'C'
          ? 'Canceled'
          : 'Postponed'
        : phase === 'pending'
          ? GAME_STATUS_LABELS.pending
          : null;
  const links = game.links.filter((l) => phase === 'pre' || l.kind !== 'tickets');
  return (
    <section className="game-center container" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {data.sport.title} {versus} {game.opponent.title}
      </h2>
      <Matchup
        school={{ name: data.school.name, logo: data.school.logo, score: schoolScore ?? null }}
        opponent={{ name: game.opponent.title, logo: game.opponent.image, score: opponentScore ?? null }}
        status={
          <>
            {phase === 'live' ? <span className="badge badge-live gc-live-badge">Live</span> : null}
            <span>{status ?? versus}</span>
          </>
        }
        facts={
          <p className="gc-facts">
            <span>
              {formatGameDay(game.date)}, {game.time ?? 'TBA'}
            </span>
            <span>{game.location}</span>
            {game.tv ? <span>TV: {game.tv}</span> : null}
            {game.radio ? <span>Radio: {game.radio}</span> : null}
          </p>
        }
      />
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      {phase === 'pre' ? (
        <Countdown target={data.dateUtc} serverNow={data.now} label={`Time until ${data.sport.title} ${versus} ${game.opponent.title}`} />
      ) : null}
      {live?.has_started ? (
        <>
          <LineScore live={live} id={id} />
          {live.school.timeouts !== null && !live.is_complete ? (
            <p className="gc-facts">
              Timeouts left: {data.school.name} {live.school.timeouts}, {game.opponent.title} {live.opponent.timeouts}
            </p>
          ) : null}
          <Plays live={live} />
        </>
      ) : null}
      {phase === 'post' && data.teamStats.length > 0 ? (
        <TeamStatsTable
          id={`${id}-ts`}
          rows={data.teamStats}
          school={{ name: data.school.name, logo: data.school.logo }}
          opponent={{ name: game.opponent.title, logo: game.opponent.image }}
        />
      ) : null}
      {links.length > 0 ? (
        <ul className="gc-links" aria-label="Game links">
          {links.map((l) => (
            <li key={`${l.kind}-${l.url}`}>
              <SmartLink href={l.url}>{l.title}</SmartLink>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="gc-facts">
        <SmartLink href={`/sports/${data.sport.slug}/schedule`}>Full {data.sport.title} schedule</SmartLink>
      </p>
    </section>
  );
}
