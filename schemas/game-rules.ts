// The game rules of spec 4, in one pure module shared by the server (resolvers, ICS feed) and the browser
// (schedule rows). No React, no Node APIs.
import { GAME_STATE } from './constants.ts';
import type { Game } from './entities/game.ts';

type State = { game_state: number };

/** spec 4: schedule lists drop games of type 'S' whose status is 'O' and that have no result. */
export function isListedGame(game: { type: string; status: string; result: unknown }): boolean {
  return !(game.type === 'S' && game.status === 'O' && game.result === null);
}

/** spec 4: a game is live when its state is Live. */
export function isLive(game: State): boolean {
  return game.game_state === GAME_STATE.Live;
}

const COMPLETE_STATES: readonly number[] = [GAME_STATE.FullTime, GAME_STATE.PostGame, GAME_STATE.GameComplete];

/** spec 4: a game is complete when its state is FullTime, PostGame or GameComplete. */
export function isComplete(game: State): boolean {
  return COMPLETE_STATES.includes(game.game_state);
}

/** What a schedule shows instead of a result for a game that is not decided (spec 4 game states). */
export const GAME_STATUS_LABELS = {
  live: 'Live',
  postponed: 'Postponed',
  canceled: 'Canceled',
  delayed: 'Delayed',
  pending: 'Result pending',
} as const;
export type GameStatusLabel = (typeof GAME_STATUS_LABELS)[keyof typeof GAME_STATUS_LABELS];

/** Whether `gameAsOf` found the game over without a final: its display says so, whatever state was stored. */
export function isResultPending(game: State & { game_state_display?: string | null }): boolean {
  return !isComplete(game) && game.game_state_display === GAME_STATUS_LABELS.pending;
}

/** The status of a live, postponed, canceled or delayed game (spec 3 Game `status` C/P agrees with the state). */
export function gameStatus(game: State & { status?: string; game_state_display?: string | null }): GameStatusLabel | null {
  if (isResultPending(game)) return GAME_STATUS_LABELS.pending;
  if (isLive(game)) return GAME_STATUS_LABELS.live;
  if (game.game_state === GAME_STATE.Canceled || game.status === 'C') return GAME_STATUS_LABELS.canceled;
  if (game.game_state === GAME_STATE.Postponed || game.status === 'P') return GAME_STATUS_LABELS.postponed;
  if (game.game_state === GAME_STATE.Delayed) return GAME_STATUS_LABELS.delayed;
  return null;
}

/**
 * The longest a game of each kind of sport lasts from its start to its final, overtime, extra innings, weather
 * and TV breaks included (keys: spec 3 Sport global short name without its m/w/c gender letter). The figures are
 * generous on purpose: a game past them without a final has stopped reporting (a scorer's feed that died, a
 * final never entered), so it shows "Result pending" rather than a clock frozen for days. Golf and track days and
 * meets run all day; a game with an end date (tournaments, multi-day meets) runs at least until that end.
 */
const GAME_LENGTH_HOURS: Readonly<Record<string, number>> = {
  footbl: 5, // college football averages 3 h 20 min; overtimes and lightning delays add more
  baskbl: 3, // 2 h typical
  soccer: 3, // 2 h with two overtimes and penalties
  hockey: 4, // 2 h 30 min typical, overtime and shootout
  lacros: 3,
  fieldh: 3,
  wpolo: 2,
  volley: 3, // five sets
  basebl: 5, // extra innings; a doubleheader's games are separate games
  softbl: 4,
  wrestl: 4, // a dual, or a day of a tournament
  swim: 5,
  tennis: 6,
  xc: 4,
  golf: 12, // a round, daylight to dusk
  track: 12,
};
/** Sports not named above: a long day's event. */
const DEFAULT_GAME_LENGTH_HOURS = 8;
const HOUR_MS = 3_600_000;

/** How long after its start a game of this sport (global short name, e.g. `mfootbl`) can still be going. */
export function gameLengthMs(globalShortName: string): number {
  const kind = globalShortName.replace(/^[mwc]/, '');
  return (GAME_LENGTH_HOURS[kind] ?? DEFAULT_GAME_LENGTH_HOURS) * HOUR_MS;
}

/**
 * A stored game as it stands at `now` (spec 4 states read against the clock). Every mapper that shows a game's
 * state or its links takes games through this first:
 * - once the game has started, it sells no tickets (the links are dropped);
 * - a game not decided (not complete, not postponed or canceled) more than its sport's length past its
 *   start is over without a final: it is no longer live, and shows "Result pending" (a stored Live state that
 *   never got its final would otherwise show "LIVE 3rd Qtr 4:12" for days).
 */
export function gameAsOf(game: Game, globalShortName: string, now: Date): Game {
  const start = Date.parse(game.date_utc);
  const off =
    game.status === 'C' || game.status === 'P' || game.game_state === GAME_STATE.Canceled || game.game_state === GAME_STATE.Postponed;
  if (off || Number.isNaN(start) || now.getTime() < start) return game;
  const started: Game =
    game.ticket_link === null && game.media.tickets === null
      ? game
      : { ...game, ticket_link: null, media: { ...game.media, tickets: null } };
  if (isComplete(game)) return started;
  const end = Math.max(start + gameLengthMs(globalShortName), game.end_date_utc ? Date.parse(game.end_date_utc) || 0 : 0);
  if (now.getTime() < end) return started;
  // The score a live game carries is its last report, not a result: it goes with the live state.
  return { ...started, game_state: GAME_STATE.Scheduled, game_state_display: GAME_STATUS_LABELS.pending, result: null };
}

/** The game_state_display of a game decided in regulation: every result says it, so schedules leave it out. */
export const PLAIN_FINAL_DISPLAY = 'Final';

/** '1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st'… */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** spec 4: periods beyond regulation show "OT n"; the others are ordinal. `period` counts from 1. */
export function periodLabel(period: number, regulation: number): string {
  return period > regulation ? `OT ${period - regulation}` : ordinal(period);
}

/** spec 3 Game `time`, `tbd`, `is_all_day`: what a schedule shows in the time column. */
export const TBD_LABEL = 'TBD';
export const ALL_DAY_LABEL = 'All Day';

export function gameTimeLabel(game: { tbd: boolean; is_all_day: boolean; time: string | null }): string {
  if (game.tbd) return TBD_LABEL;
  if (game.is_all_day) return ALL_DAY_LABEL;
  return game.time ?? TBD_LABEL;
}

export interface WinLoss {
  wins: number;
  losses: number;
  ties: number;
  /** Share of games won, ties counting half (the NCAA rule); null before the first decided game. */
  pct: number | null;
}

export interface ScheduleRecord {
  overall: WinLoss;
  conference: WinLoss;
  home: WinLoss;
  away: WinLoss;
  neutral: WinLoss;
  /** The current run of identical results, e.g. 'W3'; null before the first decided game. */
  streak: string | null;
}

export interface RecordGame extends State {
  type: string;
  is_conference: boolean;
  location_indicator: 'H' | 'A' | 'N';
  result: { status: string } | null;
}

type Decided = RecordGame & { result: { status: 'W' | 'L' | 'T' } };

/**
 * Whether a game counts toward the record: complete (spec 4) with a W, L or T result. Exhibitions ('E') and
 * scrimmages ('S') do not count, as in NCAA records; meets scored by place (status 'N') have no W/L/T.
 */
export function countsTowardRecord(game: RecordGame): game is Decided {
  const status = game.result?.status;
  return isComplete(game) && game.type !== 'E' && game.type !== 'S' && (status === 'W' || status === 'L' || status === 'T');
}

function tally(games: readonly Decided[]): WinLoss {
  const count = (status: string) => games.filter((g) => g.result.status === status).length;
  const wins = count('W');
  const losses = count('L');
  const ties = count('T');
  const played = wins + losses + ties;
  return { wins, losses, ties, pct: played === 0 ? null : (wins + ties / 2) / played };
}

/** spec 3 Schedule page record: overall, conference, home, away, neutral and the streak. Games in date order. */
export function recordOf(games: readonly RecordGame[]): ScheduleRecord {
  const decided = games.filter(countsTowardRecord);
  let streak: string | null = null;
  const last = decided.at(-1);
  if (last) {
    let run = 0;
    for (let i = decided.length - 1; i >= 0 && decided[i]?.result.status === last.result.status; i--) run++;
    streak = `${last.result.status}${run}`;
  }
  return {
    overall: tally(decided),
    conference: tally(decided.filter((g) => g.is_conference)),
    home: tally(decided.filter((g) => g.location_indicator === 'H')),
    away: tally(decided.filter((g) => g.location_indicator === 'A')),
    neutral: tally(decided.filter((g) => g.location_indicator === 'N')),
    streak,
  };
}
