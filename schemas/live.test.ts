import { describe, expect, it } from 'vitest';
import { landmarks } from '#fixtures/school/index.ts';
import { buildSchool } from '#fixtures/school/index.ts';
import { clockLabel, countdown, liveFromGame, liveStatusLabel } from './live.ts';

describe('live game rules (spec 3 Live stats, spec 4 countdown and periods)', () => {
  it('the countdown is whole days, hours, minutes and seconds, and all zero at or after the start', () => {
    const start = Date.parse('2026-11-21T19:00:00Z');
    expect(countdown(start, start - (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000 - 999)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(countdown(start, start)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdown(start, start + 60_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('status labels: ordinal periods with the period name, "OT n" beyond regulation, Final/OT', () => {
    const base = { has_started: true, is_complete: false, clock_seconds: 252, period: { number: 3, regulation: 4, name: 'Qtr' } };
    expect(liveStatusLabel(base)).toBe('3rd Qtr 4:12');
    expect(liveStatusLabel({ ...base, period: { ...base.period, number: 5 }, clock_seconds: 7 })).toBe('OT 1 0:07');
    expect(liveStatusLabel({ ...base, period: { ...base.period, number: 6 }, is_complete: true })).toBe('Final/OT 2');
    expect(liveStatusLabel({ ...base, clock_seconds: null, period: { number: 7, regulation: 9, name: 'Inning' } })).toBe('7th Inning');
    expect(clockLabel(2700)).toBe('45:00');
  });

  it("a live game's stats come from its document when nothing live is stored: period, clock and line score", () => {
    const game = landmarks(buildSchool()).liveGame;
    const live = liveFromGame(game, 'wbaskbl', 'Northfield State');
    expect(live).toMatchObject({
      has_started: true,
      is_complete: false,
      clock_seconds: 252,
      period: { number: 3, regulation: 4, name: 'Qtr' },
    });
    expect(live.school).toMatchObject({ score: 42, period_scores: [18, 15, 9] });
    expect(live.opponent).toMatchObject({ score: 37, period_scores: [14, 17, 6] });
  });
});
