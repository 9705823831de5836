import { describe, expect, it } from 'vitest';
import { GAME_STATE } from './constants.ts';
import { createGame } from '#fixtures/school/builders.ts';
import {
  countsTowardRecord,
  GAME_STATUS_LABELS,
  gameAsOf,
  gameLengthMs,
  gameStatus,
  gameTimeLabel,
  isComplete,
  isListedGame,
  isLive,
  ordinal,
  periodLabel,
  recordOf,
  type RecordGame,
} from './game-rules.ts';

const game = (status: 'W' | 'L' | 'T' | 'N' | null, extra: Partial<RecordGame> = {}): RecordGame => ({
  type: 'C',
  is_conference: true,
  location_indicator: 'H',
  game_state: GAME_STATE.GameComplete,
  result: status === null ? null : { status },
  ...extra,
});

describe('spec 4: listed games', () => {
  it("drops type 'S' with status 'O' and no result, and nothing else", () => {
    const result = { status: 'W' };
    expect(isListedGame({ type: 'S', status: 'O', result: null })).toBe(false);
    expect(isListedGame({ type: 'S', status: 'O', result })).toBe(true);
    expect(isListedGame({ type: 'S', status: 'A', result: null })).toBe(true);
    expect(isListedGame({ type: 'E', status: 'O', result: null })).toBe(true);
  });
});

describe('spec 4: game states', () => {
  const states = Object.entries(GAME_STATE);
  it('is live only in state Live', () => {
    expect(states.filter(([, s]) => isLive({ game_state: s })).map(([name]) => name)).toEqual(['Live']);
  });
  it('is complete in FullTime, PostGame and GameComplete', () => {
    expect(states.filter(([, s]) => isComplete({ game_state: s })).map(([name]) => name)).toEqual(['FullTime', 'PostGame', 'GameComplete']);
  });
  it('names the live, postponed, canceled and delayed states, by state or by status letter', () => {
    expect(gameStatus({ game_state: GAME_STATE.Live })).toBe('Live');
    expect(gameStatus({ game_state: GAME_STATE.Postponed })).toBe('Postponed');
    expect(gameStatus({ game_state: GAME_STATE.Scheduled, status: 'P' })).toBe('Postponed');
    expect(gameStatus({ game_state: GAME_STATE.Canceled })).toBe('Canceled');
    expect(gameStatus({ game_state: GAME_STATE.Scheduled, status: 'C' })).toBe('Canceled');
    expect(gameStatus({ game_state: GAME_STATE.Delayed })).toBe('Delayed');
    for (const s of [GAME_STATE.Scheduled, GAME_STATE.PreGame, GAME_STATE.FullTime, GAME_STATE.GameComplete]) {
      expect(gameStatus({ game_state: s, status: 'A' })).toBeNull();
    }
  });
});

describe('spec 4: period labels', () => {
  it('are ordinal up to regulation and "OT n" beyond', () => {
    expect([1, 2, 3, 4, 5, 6].map((p) => periodLabel(p, 4))).toEqual(['1st', '2nd', '3rd', '4th', 'OT 1', 'OT 2']);
    expect(periodLabel(10, 9)).toBe('OT 1');
    expect(periodLabel(2, 2)).toBe('2nd');
  });
  it('use English ordinals, teens included', () => {
    expect([11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual(['11th', '12th', '13th', '21st', '22nd', '23rd', '101st', '111th']);
  });
});

describe('time column', () => {
  it('shows TBD, All Day or the time', () => {
    expect(gameTimeLabel({ tbd: true, is_all_day: false, time: 'TBA' })).toBe('TBD');
    expect(gameTimeLabel({ tbd: false, is_all_day: true, time: 'All Day' })).toBe('All Day');
    expect(gameTimeLabel({ tbd: false, is_all_day: false, time: '7:00 PM' })).toBe('7:00 PM');
    expect(gameTimeLabel({ tbd: false, is_all_day: false, time: null })).toBe('TBD');
  });
});

describe('record', () => {
  it('counts W/L/T by overall, conference, home, away and neutral, ties as half a win', () => {
    const record = recordOf([
      game('W'),
      game('L', { location_indicator: 'A' }),
      game('T', { location_indicator: 'N', is_conference: false }),
      game('W', { location_indicator: 'A', is_conference: false }),
    ]);
    expect(record.overall).toEqual({ wins: 2, losses: 1, ties: 1, pct: 0.625 });
    expect(record.conference).toEqual({ wins: 1, losses: 1, ties: 0, pct: 0.5 });
    expect(record.home).toEqual({ wins: 1, losses: 0, ties: 0, pct: 1 });
    expect(record.away).toEqual({ wins: 1, losses: 1, ties: 0, pct: 0.5 });
    expect(record.neutral).toEqual({ wins: 0, losses: 0, ties: 1, pct: 0.5 });
  });

  it('gives the current streak from the latest decided game', () => {
    expect(recordOf([game('L'), game('W'), game('W'), game('W')]).streak).toBe('W3');
    expect(recordOf([game('W'), game('L')]).streak).toBe('L1');
    expect(recordOf([game('W'), game('T'), game('T')]).streak).toBe('T2');
  });

  it('leaves out exhibitions, scrimmages, place results and games not complete', () => {
    const ignored = [
      game('W', { type: 'E' }),
      game('W', { type: 'S' }),
      game('N'),
      game(null),
      game('N', { game_state: GAME_STATE.Live }),
      game('W', { game_state: GAME_STATE.Live }),
    ];
    expect(ignored.filter(countsTowardRecord)).toEqual([]);
    const record = recordOf([game('L'), ...ignored]);
    expect(record.overall).toEqual({ wins: 0, losses: 1, ties: 0, pct: 0 });
    expect(record.streak).toBe('L1');
  });

  it('has no percentage and no streak before the first decided game', () => {
    const record = recordOf([game(null, { game_state: GAME_STATE.Scheduled })]);
    expect(record.overall).toEqual({ wins: 0, losses: 0, ties: 0, pct: null });
    expect(record.streak).toBeNull();
  });
});

describe('spec 4: a game as it stands at a time (gameAsOf)', () => {
  const start = Date.parse('2026-11-21T18:00:00Z');
  const at = (hours: number) => new Date(start + hours * 3_600_000);
  const tickets = 'https://tickets.example.com/game';
  const stored = createGame({
    date_utc: new Date(start).toISOString(),
    end_date_utc: null,
    game_state: GAME_STATE.Live,
    game_state_display: '3rd Qtr 4:12',
    result: null,
    ticket_link: tickets,
    media: { ...createGame().media, tickets },
  });

  it('sells tickets before the start only', () => {
    expect(gameAsOf(stored, 'mfootbl', at(-1)).media.tickets).toBe(tickets);
    const started = gameAsOf(stored, 'mfootbl', at(1));
    expect([started.media.tickets, started.ticket_link]).toEqual([null, null]);
    // A finished game offers no tickets either.
    const final = { ...stored, game_state: GAME_STATE.GameComplete, result: createGame().result };
    expect(gameAsOf(final, 'mfootbl', at(72)).media.tickets).toBeNull();
  });

  it('is live within its sport\'s length, and "Result pending", never live, past it without a final', () => {
    expect(gameStatus(gameAsOf(stored, 'mfootbl', at(4)))).toBe(GAME_STATUS_LABELS.live);
    const days = gameAsOf(stored, 'mfootbl', at(72));
    expect(isLive(days)).toBe(false);
    expect(gameStatus(days)).toBe(GAME_STATUS_LABELS.pending);
    // Basketball is over sooner than football.
    expect(gameStatus(gameAsOf(stored, 'mbaskbl', at(4)))).toBe(GAME_STATUS_LABELS.pending);
    expect(gameLengthMs('mbaskbl')).toBeLessThan(gameLengthMs('mfootbl'));
  });

  it('a tournament runs until its end date; a result, a postponement or a cancelation stands', () => {
    const meet = { ...stored, end_date_utc: new Date(start + 72 * 3_600_000).toISOString() };
    expect(gameStatus(gameAsOf(meet, 'mgolf', at(48)))).toBe(GAME_STATUS_LABELS.live);
    expect(gameStatus(gameAsOf(meet, 'mgolf', at(96)))).toBe(GAME_STATUS_LABELS.pending);
    const final = { ...stored, game_state: GAME_STATE.GameComplete, game_state_display: 'Final', result: createGame().result };
    expect(gameAsOf(final, 'mfootbl', at(72)).game_state).toBe(GAME_STATE.GameComplete);
    const postponed = { ...stored, game_state: GAME_STATE.Postponed, status: 'P' as const };
    expect(gameAsOf(postponed, 'mfootbl', at(72))).toBe(postponed);
  });
});
