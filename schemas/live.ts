// Live games (spec 3 Live stats, spec 4 countdown and period labels): the shape the game center follows, the
// formats of the sports that are played live, and the pure rules the server and the browser share.
import type { Game } from './entities/game.ts';
import { GAME_STATE } from './constants.ts';
import { isComplete, isLive, periodLabel } from './game-rules.ts';
import type { LiveStats, LiveTeam } from './live-stats.ts';

export type { LivePlay, LiveStats, LiveTeam } from './live-stats.ts';

/** How a sport is played live: periods in regulation, their length (null: no clock), the period's name. */
export interface GameFormat {
  regulation: number;
  periodSeconds: number | null;
  clock: 'down' | 'up' | null;
  periodName: string;
  timeouts: number | null;
  /** Points a scoring play is worth, most common first. */
  points: readonly number[];
  /** Overtime periods when level after regulation (their clock length), how many at most; 0: a tie stands. */
  overtime: { seconds: number | null; max: number };
}

const FORMATS: Record<string, GameFormat> = {
  mfootbl: {
    regulation: 4,
    periodSeconds: 900,
    clock: 'down',
    periodName: 'Qtr',
    timeouts: 3,
    points: [7, 3, 7, 6, 2],
    overtime: { seconds: 600, max: 9 },
  },
  mbaskbl: {
    regulation: 2,
    periodSeconds: 1200,
    clock: 'down',
    periodName: 'Half',
    timeouts: 4,
    points: [2, 2, 3, 1],
    overtime: { seconds: 300, max: 9 },
  },
  wbaskbl: {
    regulation: 4,
    periodSeconds: 600,
    clock: 'down',
    periodName: 'Qtr',
    timeouts: 4,
    points: [2, 2, 3, 1],
    overtime: { seconds: 300, max: 9 },
  },
  msoccer: {
    regulation: 2,
    periodSeconds: 2700,
    clock: 'up',
    periodName: 'Half',
    timeouts: null,
    points: [1],
    overtime: { seconds: null, max: 0 },
  },
  wsoccer: {
    regulation: 2,
    periodSeconds: 2700,
    clock: 'up',
    periodName: 'Half',
    timeouts: null,
    points: [1],
    overtime: { seconds: null, max: 0 },
  },
  mhockey: {
    regulation: 3,
    periodSeconds: 1200,
    clock: 'down',
    periodName: 'Period',
    timeouts: 1,
    points: [1],
    overtime: { seconds: 300, max: 1 },
  },
  whockey: {
    regulation: 3,
    periodSeconds: 1200,
    clock: 'down',
    periodName: 'Period',
    timeouts: 1,
    points: [1],
    overtime: { seconds: 300, max: 1 },
  },
  mlacros: {
    regulation: 4,
    periodSeconds: 900,
    clock: 'down',
    periodName: 'Qtr',
    timeouts: 2,
    points: [1],
    overtime: { seconds: 240, max: 9 },
  },
  wlacros: {
    regulation: 4,
    periodSeconds: 900,
    clock: 'down',
    periodName: 'Qtr',
    timeouts: 2,
    points: [1],
    overtime: { seconds: 240, max: 9 },
  },
  wfieldh: {
    regulation: 4,
    periodSeconds: 900,
    clock: 'down',
    periodName: 'Qtr',
    timeouts: null,
    points: [1],
    overtime: { seconds: 600, max: 1 },
  },
  mwpolo: {
    regulation: 4,
    periodSeconds: 480,
    clock: 'down',
    periodName: 'Qtr',
    timeouts: 2,
    points: [1],
    overtime: { seconds: 180, max: 2 },
  },
  wwpolo: {
    regulation: 4,
    periodSeconds: 480,
    clock: 'down',
    periodName: 'Qtr',
    timeouts: 2,
    points: [1],
    overtime: { seconds: 180, max: 2 },
  },
  mvolley: {
    regulation: 5,
    periodSeconds: null,
    clock: null,
    periodName: 'Set',
    timeouts: 2,
    points: [1],
    overtime: { seconds: null, max: 0 },
  },
  wvolley: {
    regulation: 5,
    periodSeconds: null,
    clock: null,
    periodName: 'Set',
    timeouts: 2,
    points: [1],
    overtime: { seconds: null, max: 0 },
  },
  mbasebl: {
    regulation: 9,
    periodSeconds: null,
    clock: null,
    periodName: 'Inning',
    timeouts: null,
    points: [1, 1, 2, 3],
    overtime: { seconds: null, max: 9 },
  },
  wsoftbl: {
    regulation: 7,
    periodSeconds: null,
    clock: null,
    periodName: 'Inning',
    timeouts: null,
    points: [1, 1, 2, 3],
    overtime: { seconds: null, max: 9 },
  },
};

/** The live format of a sport (by spec 3 global short name), or null for sports not followed play by play. */
export function gameFormat(globalShortName: string): GameFormat | null {
  return FORMATS[globalShortName] ?? null;
}

/** Only games that can be followed live get a feed: a sport with a live format, not canceled or postponed. */
export function isFollowable(game: Pick<Game, 'game_state'>, globalShortName: string): boolean {
  return gameFormat(globalShortName) !== null && game.game_state !== GAME_STATE.Canceled && game.game_state !== GAME_STATE.Postponed;
}

/** "4:12", "0:07", "45:00": a game clock in minutes and seconds. */
export function clockLabel(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** "3rd Qtr 4:12", "OT 1", "5th Inning": where a live game stands (spec 4 period labels). */
export function liveStatusLabel(live: Pick<LiveStats, 'period' | 'clock_seconds' | 'is_complete' | 'has_started'>): string {
  if (live.is_complete)
    return live.period.number > live.period.regulation ? `Final/${periodLabel(live.period.number, live.period.regulation)}` : 'Final';
  if (!live.has_started) return 'Pregame';
  const label = periodLabel(live.period.number, live.period.regulation);
  const period = live.period.number > live.period.regulation ? label : `${label} ${live.period.name}`;
  return live.clock_seconds === null ? period : `${period} ${clockLabel(live.clock_seconds)}`;
}

/** What a screen reader hears when the score changes: "Northfield 44, Lakeport 37, 3rd Qtr 3:50". */
export function liveAnnouncement(live: LiveStats): string {
  return `${live.school.name} ${live.school.score}, ${live.opponent.name} ${live.opponent.score}, ${liveStatusLabel(live)}`;
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** spec 4 countdown: whole days, hours, minutes, seconds from `nowMs` to `targetMs`; all zero at or after it. */
export function countdown(targetMs: number, nowMs: number): Countdown {
  const left = Math.max(0, Math.floor((targetMs - nowMs) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

const CLOCK = /(\d{1,2}):(\d{2})\s*$/;

function team(
  name: string,
  lines: readonly (number | null)[] | undefined,
  score: string | null | undefined,
  format: GameFormat | null,
): LiveTeam {
  const periodScores = (lines ?? []).map((n) => n ?? 0);
  return {
    name,
    score: Number(score ?? 0) || periodScores.reduce((a, b) => a + b, 0),
    period_scores: periodScores,
    timeouts: format?.timeouts ?? null,
  };
}

/**
 * A game's live stats when nothing live has been stored for it: what its document says (state, line score,
 * the "3rd Qtr 4:12" display). Version 0, so the first stored change is version 1.
 */
export function liveFromGame(game: Game, globalShortName: string, schoolName: string): LiveStats {
  const format = gameFormat(globalShortName);
  const lines = game.result?.line_scores;
  const started = isLive(game) || isComplete(game);
  const clock = CLOCK.exec(game.game_state_display ?? '');
  const periodNumber = Math.max(1, lines?.period_count ?? 1);
  return {
    game_id: game.id,
    version: 0,
    has_started: started,
    is_complete: isComplete(game),
    clock_seconds: clock
      ? Number(clock[1]) * 60 + Number(clock[2])
      : isLive(game)
        ? null
        : format?.clock === 'down'
          ? format.periodSeconds
          : format?.clock === 'up'
            ? 0
            : null,
    period: {
      number: started ? periodNumber : 1,
      regulation: lines?.regulation ?? format?.regulation ?? 1,
      name: format?.periodName ?? 'Period',
    },
    home: game.location_indicator === 'A' ? 'opponent' : 'school',
    school: team(schoolName, started ? lines?.team : [], started ? game.result?.team_score : '0', format),
    opponent: team(game.opponent.title, started ? lines?.opponent : [], started ? game.result?.opponent_score : '0', format),
    plays: [],
    updated_at: game.date_utc,
  };
}
