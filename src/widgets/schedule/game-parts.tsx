// Pieces of a schedule row shared by the page, text and print variants.
import { gameStatus, isComplete, isLive, PLAIN_FINAL_DISPLAY } from '#schemas/game-rules.ts';
import type { ScheduleGame } from '../shared/schedule-game.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { VisuallyHidden } from '#src/chrome/visually-hidden.tsx';
import { formatGameDay } from '../shared/format.ts';

/** Conference games carry a mark, explained by a legend under the list. */
export const CONFERENCE_MARK = '*';
export const CONFERENCE_LEGEND = 'Conference game';

export const DOUBLEHEADER_LABEL = 'Doubleheader';
export const LOCATION_WORDS = { H: 'Home', A: 'Away', N: 'Neutral site' } as const;
const RESULT_WORDS = { W: 'Win', L: 'Loss', T: 'Tie' } as const;

/** 'vs' at home and on neutral sites (the site shows as the location), 'at' away. */
export function locationMarker(game: Pick<ScheduleGame, 'location_indicator'>): string {
  return game.location_indicator === 'A' ? 'at' : 'vs';
}

export function opponentName(game: Pick<ScheduleGame, 'opponent'>): string {
  return [game.opponent.prefix, game.opponent.title].filter(Boolean).join(' ');
}

/** 'Sat, Nov 21', or a range for multi-day events; in the school's time zone. */
export function gameDay(game: Pick<ScheduleGame, 'date' | 'end_date'>): string {
  const first = formatGameDay(game.date);
  const last = game.end_date ? formatGameDay(game.end_date) : first;
  return last === first ? first : `${first} – ${last}`;
}

/** 'TV: ESPN+', 'Radio: WNFS 88.1 FM' (spec 3 Game media tv, radio). */
export function broadcastLines(game: Pick<ScheduleGame, 'tv' | 'radio'>): string[] {
  return [game.tv ? `TV: ${game.tv}` : null, game.radio ? `Radio: ${game.radio}` : null].filter((line) => line !== null);
}

/** Says which game a repeated link ("Box Score") belongs to, for screen readers. */
export function gameContext(game: ScheduleGame): string {
  return `${locationMarker(game)} ${opponentName(game)}, ${gameDay(game)}`;
}

export function LocationMarker({ game }: { game: ScheduleGame }) {
  return (
    <span className={`schedule-marker schedule-marker-${game.location_indicator}`}>
      {locationMarker(game)}
      <VisuallyHidden> ({LOCATION_WORDS[game.location_indicator]})</VisuallyHidden>
    </span>
  );
}

export function ConferenceMark({ game }: { game: Pick<ScheduleGame, 'is_conference'> }) {
  if (!game.is_conference) return null;
  return (
    <>
      <span className="conference-mark" aria-hidden="true">
        {CONFERENCE_MARK}
      </span>
      <VisuallyHidden> ({CONFERENCE_LEGEND})</VisuallyHidden>
    </>
  );
}

function Score({ team, opponent }: { team: string | null; opponent: string | null }) {
  if (team === null || opponent === null) return null;
  return (
    <>
      <span aria-hidden="true">{`${team}-${opponent}`}</span>
      <VisuallyHidden>{`${team} to ${opponent}`}</VisuallyHidden>
    </>
  );
}

/**
 * The result ('W 24-17', with words for screen readers), a place for meets scored by place, or the status:
 * Live with the current score and period, Postponed, Canceled, Delayed (spec 4).
 */
export function GameOutcome({ game }: { game: ScheduleGame }) {
  const result = game.result;
  const status = gameStatus(game);
  if (result && isComplete(game)) {
    if (result.status === 'N') {
      return <span className="schedule-result">{[result.team_score, result.postscore].filter(Boolean).join(' ')}</span>;
    }
    // 'Final/OT', 'Final/12': worth showing; a plain 'Final' is what every result already says.
    const extra = game.game_state_display && game.game_state_display !== PLAIN_FINAL_DISPLAY ? ` (${game.game_state_display})` : '';
    return (
      <span className={`schedule-result schedule-result-${result.status}`}>
        <strong aria-hidden="true">{result.status}</strong>
        <VisuallyHidden>{RESULT_WORDS[result.status]},</VisuallyHidden> <Score team={result.team_score} opponent={result.opponent_score} />
        {extra}
      </span>
    );
  }
  if (!status) return game.game_state_display ? <span className="schedule-status">{game.game_state_display}</span> : null;
  const live = isLive(game) && result;
  const detail = game.game_state_display && game.game_state_display !== status ? game.game_state_display : null;
  return (
    <span className={`schedule-status schedule-status-${status.toLowerCase().replaceAll(' ', '-')}`}>
      <strong>{status}</strong>
      {live ? (
        <>
          {' '}
          <Score team={result.team_score} opponent={result.opponent_score} />
        </>
      ) : null}
      {detail ? <span className="schedule-status-detail"> {detail}</span> : null}
    </span>
  );
}

/** Box Score, Recap, Tickets…: each link names its game for screen readers ("Box Score, vs Lakeport State, …"). */
export function GameLinks({ game, className }: { game: ScheduleGame; className: string }) {
  if (game.links.length === 0) return null;
  return (
    <ul className={className}>
      {game.links.map((link) => (
        <li key={`${link.kind}-${link.url}`}>
          <SmartLink href={link.url}>
            {link.title}
            <VisuallyHidden>, {gameContext(game)}</VisuallyHidden>
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
