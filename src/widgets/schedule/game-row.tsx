import { gameTimeLabel, isComplete } from '#schemas/game-rules.ts';
import type { ScheduleGame } from '../shared/schedule-game.ts';
import {
  broadcastLines,
  ConferenceMark,
  DOUBLEHEADER_LABEL,
  GameLinks,
  GameOutcome,
  gameDay,
  LocationMarker,
  opponentName,
} from './game-parts.tsx';
import { LineScore } from './line-score.tsx';
import { imageUrl } from '../shared/image-url.ts';

/** One game of the schedule page: when, whom, where, the outcome, links and, once complete, the line score. */
export function GameRow({ game, teamName }: { game: ScheduleGame; teamName: string }) {
  const broadcast = broadcastLines(game);
  return (
    <article className="schedule-game" data-location={game.location_indicator} data-state={game.game_state}>
      <div className="schedule-game-when">
        <time dateTime={game.date}>{gameDay(game)}</time>
        <span className="schedule-game-time">{gameTimeLabel(game)}</span>
        {game.is_doubleheader ? <span className="schedule-tag">{DOUBLEHEADER_LABEL}</span> : null}
      </div>
      <div className="schedule-game-main">
        <h4 className="schedule-game-opponent">
          <LocationMarker game={game} />{' '}
          {game.opponent.image ? (
            <img src={imageUrl(game.opponent.image, { width: 80 })} alt="" width={40} height={40} loading="lazy" />
          ) : null}
          <bdi>{opponentName(game)}</bdi>
          <ConferenceMark game={game} />
        </h4>
        <p className="schedule-game-location">{game.location}</p>
        {game.tournament ? <p className="schedule-game-tournament">{game.tournament}</p> : null}
        {game.promotion ? <p className="schedule-game-note">{game.promotion}</p> : null}
      </div>
      <div className="schedule-game-outcome">
        <GameOutcome game={game} />
        {game.note ? <p className="schedule-game-note">{game.note}</p> : null}
        {broadcast.length > 0 ? <p className="schedule-game-broadcast">{broadcast.join(' · ')}</p> : null}
      </div>
      <GameLinks game={game} className="schedule-game-links" />
      {isComplete(game) ? <LineScore game={game} teamName={teamName} /> : null}
    </article>
  );
}
