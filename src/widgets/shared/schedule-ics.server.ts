// The schedule as an iCalendar feed (RFC 5545), generated with ical-generator: one VEVENT per listed game.
import ical, { ICalEventStatus } from 'ical-generator';
import { LOCATION_OPTIONS } from '#schemas/constants.ts';
import type { Game } from '#schemas/entities/game.ts';
import { GAME_STATUS_LABELS, gameStatus, isComplete, PLAIN_FINAL_DISPLAY } from '#schemas/game-rules.ts';
import type { LocationValue } from './schedule-game.ts';

/** Timed games without an end get this long in a calendar. */
export const DEFAULT_GAME_MINUTES = 180;
/** How often subscribed calendars should refresh (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const CALENDAR_TTL_SECONDS = 3 * 3600;
export const TIME_TBA_NOTE = '(time TBA)';

export interface CalendarInput {
  games: readonly Game[];
  /** "Northfield State" and "Football": "Northfield State Football vs Opponent". */
  teamName: string;
  sportTitle: string;
  /** Each game's sport, when the calendar mixes sports (the site calendar); else `sportTitle` for all. */
  sportTitleOf?: (game: Game) => string;
  season: string | null;
  location: LocationValue;
  /** The site's public origin (site settings baseUrl): absolute links and the UID host. */
  baseUrl: string;
  /** The schedule page path, linked from games that have no box score. */
  schedulePath: string;
  now: Date;
}

const DAY_MS = 86_400_000;

/** The school-local calendar day of a stored date ('2026-11-21T19:00:00-05:00' → '2026-11-21'). */
function localDay(iso: string): string {
  return iso.slice(0, 10);
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

function resultLine(game: Game): string | null {
  const result = game.result;
  if (!result || !isComplete(game)) return null;
  if (result.status === 'N') return `Result: ${[result.team_score, result.postscore].filter(Boolean).join(' ')}`;
  const display = game.game_state_display;
  const final = display && display !== PLAIN_FINAL_DISPLAY ? ` (${display})` : '';
  return `Result: ${result.status} ${result.team_score ?? ''}-${result.opponent_score ?? ''}${final}`;
}

const isCanceled = (game: Game) => gameStatus(game) === GAME_STATUS_LABELS.canceled;
const isPostponed = (game: Game) => gameStatus(game) === GAME_STATUS_LABELS.postponed;

function summaryOf(game: Game, input: CalendarInput): string {
  const opponent = [game.opponent.prefix, game.opponent.title].filter(Boolean).join(' ');
  const marker = game.location_indicator === 'A' ? 'at' : 'vs';
  const status = isCanceled(game) || isPostponed(game) ? ` (${gameStatus(game)})` : '';
  return `${input.teamName} ${input.sportTitleOf?.(game) ?? input.sportTitle} ${marker} ${opponent}${game.tbd ? ` ${TIME_TBA_NOTE}` : ''}${status}`;
}

function descriptionOf(game: Game): string {
  const lines = [
    resultLine(game),
    game.tournament,
    game.media.tv ? `TV: ${game.media.tv}` : null,
    game.media.radio ? `Radio: ${game.media.radio}` : null,
    game.media.game_note,
  ];
  return lines.filter((line) => line !== null && line !== '').join('\n');
}

export function scheduleCalendar(input: CalendarInput): string {
  const host = new URL(input.baseUrl).host;
  const where = LOCATION_OPTIONS.find((option) => option.value === input.location && option.value !== '');
  const calendar = ical({
    name: [input.teamName, input.sportTitle, input.season, where ? `(${where.label})` : null].filter(Boolean).join(' '),
    prodId: { company: host, product: 'schedule', language: 'EN' },
    url: new URL(input.schedulePath, input.baseUrl).href,
    ttl: CALENDAR_TTL_SECONDS,
  });
  for (const game of input.games) {
    if (input.location && game.location_indicator !== input.location) continue;
    const boxscore = game.result?.boxscore;
    const allDay = game.is_all_day || game.tbd;
    const lastDay = localDay(game.end_date ?? game.date);
    const endUtc = Date.parse(game.end_date_utc ?? game.date_utc) + DEFAULT_GAME_MINUTES * 60_000;
    calendar.createEvent({
      id: `game-${game.id}@${host}`,
      stamp: input.now,
      summary: summaryOf(game, input),
      // All-day events are dates (DTEND is exclusive: the day after the last one); TBD times are all-day too.
      ...(allDay
        ? { allDay: true, start: localDay(game.date), end: nextDay(lastDay) }
        : { start: new Date(game.date_utc), end: new Date(endUtc) }),
      location: game.location,
      description: descriptionOf(game) || null,
      url: new URL(boxscore ?? input.schedulePath, input.baseUrl).href,
      status: isCanceled(game) ? ICalEventStatus.CANCELLED : isPostponed(game) ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
