import type { CalendarData, CalendarGame } from './calendar.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { dayAnchor, dayName } from './calendar-parts.tsx';
import './calendar-agenda.css';

const SITE_WORDS = { H: 'Home', A: 'Away', N: 'Neutral site' } as const;

/** One game of the agenda: time, sport, opponent, site, then its result or, before it, tickets. */
function AgendaGame({ game }: { game: CalendarGame }) {
  const match = `${game.sportTitle} ${game.versus} ${game.opponent}`;
  return (
    <li className="calendar-event">
      <span className="calendar-event-time">{game.time}</span>
      <span className="calendar-event-main">
        <span className="calendar-event-sport">{game.sportTitle}</span>
        <SmartLink href={game.url} className="calendar-event-match">
          <span className="visually-hidden">{game.sportTitle} </span>
          {game.versus} <bdi>{game.opponent}</bdi>
        </SmartLink>
        <span className="calendar-event-place">
          {/* The site as a letter and, for screen readers, a word: never only a colour (WCAG 1.4.1). */}
          <span className="calendar-event-site" aria-hidden="true">
            {game.locationIndicator}
          </span>
          <span className="visually-hidden">{SITE_WORDS[game.locationIndicator]}, </span> <bdi>{game.location}</bdi>
        </span>
      </span>
      {game.outcome ? (
        <span className="calendar-event-outcome">{game.outcome}</span>
      ) : game.tickets ? (
        <SmartLink href={game.tickets} className="button button-outline calendar-event-tickets">
          Tickets<span className="visually-hidden">: {match}</span>
        </SmartLink>
      ) : null}
    </li>
  );
}

/**
 * The view's games as an agenda: only the days with games, each a heading (weekday and date) over its games.
 * The list view at every width, and the month view on phones, where seven columns do not fit (spec 9
 * breakpoints: calendar.css shows it or the grid; both are in the HTML, so no script decides the layout).
 */
export function Agenda({ data, className }: { data: CalendarData; className: string }) {
  if (data.days.length === 0) return <p className={`calendar-empty ${className}`}>No games in {data.title}.</p>;
  return (
    <ol className={`calendar-agenda ${className}`}>
      {data.days.map((day) => (
        <li key={day.date} id={dayAnchor(day.date)} className="calendar-agenda-day">
          <h3>{dayName(day.date)}</h3>
          <ul>
            {day.games.map((g) => (
              <AgendaGame key={g.id} game={g} />
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
