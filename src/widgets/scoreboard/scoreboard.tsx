import { SmartLink } from '#src/chrome/smart-link.tsx';
import type { ScoreboardData, ScoreboardGame, ScoreboardProps } from './scoreboard.schema.ts';
import type { WidgetComponentProps } from '#registry/define-widget.ts';
import { formatGameDay } from '../shared/format.ts';
import { LOCATION_BADGE, stateBadge } from '../shared/badges.ts';
import { imageUrl } from '../shared/image-url.ts';

const LOCATION_LABEL = { H: 'Home', A: 'Away', N: 'Neutral' } as const;
const RESULT_LABEL: Record<string, string> = { W: 'Win', L: 'Loss', T: 'Tie' };

/** spec 4: the time shown for a game — TBD, all day, or its time. */
export function gameTime(game: Pick<ScoreboardGame, 'tbd' | 'is_all_day' | 'time'>): string {
  if (game.tbd) return 'TBD';
  if (game.is_all_day) return 'All Day';
  return game.time ?? 'TBD';
}

function GameCard({ game }: { game: ScoreboardGame }) {
  const state = game.status;
  const result = game.result && game.result.status !== 'N' ? game.result : null;
  return (
    <article className="game-card" data-location={game.location_indicator}>
      <p className="game-card-sport">{game.sport.title}</p>
      <p className="game-card-when">
        <time dateTime={game.date}>{formatGameDay(game.date)}</time> <span>{gameTime(game)}</span>
      </p>
      <h3 className="game-card-opponent">
        <span className={`badge ${LOCATION_BADGE[game.location_indicator]} location-badge location-${game.location_indicator}`}>
          {game.location_indicator === 'A' ? 'at' : game.location_indicator === 'N' ? 'vs (N)' : 'vs'}
          <span className="visually-hidden"> ({LOCATION_LABEL[game.location_indicator]})</span>
        </span>{' '}
        {game.opponent.image ? (
          <img src={imageUrl(game.opponent.image, { width: 64 })} alt="" width={32} height={32} loading="lazy" />
        ) : null}
        {game.opponent.title}
      </h3>
      <p className="game-card-location">{game.location}</p>
      {game.tournament ? <p className="game-card-tournament">{game.tournament}</p> : null}
      {result ? (
        <p className={`game-card-result result-${result.status}`}>
          <strong>{result.status}</strong>
          <span className="visually-hidden"> ({RESULT_LABEL[result.status]})</span> {result.team_score}-{result.opponent_score}
        </p>
      ) : state ? (
        <p className={`badge ${stateBadge(state)} game-card-status status-${state.toLowerCase().replaceAll(' ', '-')}`}>{state}</p>
      ) : null}
      {game.links.length > 0 ? (
        <ul className="game-card-links" aria-label={`Links for ${game.sport.title} vs ${game.opponent.title}`}>
          {game.links.map((link) => (
            <li key={link.title}>
              <SmartLink href={link.url}>{link.title}</SmartLink>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

export default function Scoreboard({ props, data, id }: WidgetComponentProps<ScoreboardProps, ScoreboardData>) {
  return (
    <section className={`scoreboard scoreboard-${props.mode}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{props.title}</h2>
      {data.games.length === 0 ? (
        <p className="empty-state">{props.mode === 'upcoming' ? 'No upcoming games.' : 'No results yet.'}</p>
      ) : (
        <ul className="scoreboard-games">
          {data.games.map((game) => (
            <li key={game.id}>
              <GameCard game={game} />
            </li>
          ))}
        </ul>
      )}
      {data.scheduleUrl ? (
        <p className="scoreboard-more">
          <SmartLink href={data.scheduleUrl}>Full schedule</SmartLink>
        </p>
      ) : null}
    </section>
  );
}
