import type { CalendarData, CalendarGame } from './calendar.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const dayLabel = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
export const dayName = (date: string) => dayLabel.format(Date.parse(`${date}T00:00:00Z`));
/** The id of a day in the agenda (list view and the phone month view), so "+N more" can link to it. */
export const dayAnchor = (date: string) => `calendar-day-${date}`;

/** One game: sport, opponent, time or outcome, linked to its box score, game center or schedule. */
export function GameEntry({ game }: { game: CalendarGame }) {
  return (
    <SmartLink href={game.url} className={`calendar-game calendar-game-${game.locationIndicator}`}>
      <span className="calendar-game-sport">{game.sportTitle}</span> {game.versus} <bdi>{game.opponent}</bdi>
      <span className="calendar-game-time"> · {game.outcome ?? game.time}</span>
    </SmartLink>
  );
}

/** A day's entries in a grid cell: all of them, or with `limit`, the first ones and "+N more" to the day's list. */
function DayGames({ games, date, limit, listUrl }: { games: CalendarGame[]; date: string; limit?: number; listUrl: string }) {
  if (games.length === 0) return null;
  // A cell holds `limit` lines: when more games than that fall on a day, the last line links to the rest
  // (docs/decisions/0017-calendar-agenda-on-phones.md).
  const shown = limit !== undefined && games.length > limit ? games.slice(0, Math.max(1, limit - 1)) : games;
  const more = games.length - shown.length;
  return (
    <ul>
      {shown.map((g) => (
        <li key={g.id}>
          <GameEntry game={g} />
        </li>
      ))}
      {more > 0 ? (
        <li>
          <SmartLink href={`${listUrl}#${dayAnchor(date)}`} className="calendar-more">
            +{more} more<span className="visually-hidden"> on {dayName(date)}</span>
          </SmartLink>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * The month as a real table: caption, weekday column headers, each day's games in its cell. With `limit`, a busy
 * day shows its first games and "+N more" (the page's grid; the printed one lists every game).
 */
export function MonthGrid({
  data,
  captionId,
  limit,
  className,
}: {
  data: CalendarData;
  captionId: string;
  limit?: number;
  className?: string;
}) {
  return (
    <table className={className ? `calendar-grid ${className}` : 'calendar-grid'}>
      <caption id={captionId}>
        {data.title}: {data.total === 1 ? '1 game' : `${data.total} games`}
      </caption>
      <thead>
        <tr>
          {WEEKDAYS.map((d) => (
            <th key={d} scope="col">
              <span aria-hidden="true">{d.slice(0, 3)}</span>
              <span className="visually-hidden">{d}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.weeks.map((week) => (
          <tr key={week[0]?.date}>
            {week.map((day) => (
              <td key={day.date} className={day.inMonth ? 'calendar-day' : 'calendar-day calendar-day-outside'}>
                <span className="calendar-day-number">
                  <span aria-hidden="true">{Number(day.date.slice(8))}</span>
                  <span className="visually-hidden">{dayName(day.date)}</span>
                </span>
                <DayGames games={day.games} date={day.date} limit={limit} listUrl={data.links.list} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The same games as a list by day (the printed calendar). */
export function DayList({ data }: { data: CalendarData }) {
  if (data.days.length === 0) return <p className="calendar-empty">No games in {data.title}.</p>;
  return (
    <ol className="calendar-list">
      {data.days.map((day) => (
        <li key={day.date}>
          <h3>{dayName(day.date)}</h3>
          <ul>
            {day.games.map((g) => (
              <li key={g.id}>
                <GameEntry game={g} /> <span className="calendar-game-place">{g.location}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
