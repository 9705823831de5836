import { describe, expect, it } from 'vitest';
import type { LiveStats } from '#schemas/live.ts';
import { LiveStatsSchema } from '#schemas/live-stats.ts';
import { gameCenterFixtures } from './game-center.fixtures.ts';
import { liveStatsParser } from './live-stats-parser.ts';

const lives = Object.values(gameCenterFixtures)
  .map((f) => f.data.live)
  .filter((l): l is LiveStats => l !== null);
const live = lives[0]!;

describe("the browser's check of a live update (generated from LiveStatsSchema)", () => {
  it('takes every live update the schema takes, and keeps fields a newer server adds', () => {
    expect(lives.length).toBeGreaterThan(0);
    for (const value of lives) {
      expect(LiveStatsSchema.safeParse(value).success).toBe(true);
      expect(liveStatsParser.safeParse(value)).toEqual({ success: true, data: value });
    }
    expect(liveStatsParser.safeParse({ ...live, attendance: 5120 }).success).toBe(true);
  });

  it('refuses what the schema refuses: a score as text, a missing period, an unknown side, a play without text', () => {
    const wrong: unknown[] = [
      { ...live, school: { ...live.school, score: '21' } },
      { ...live, period: undefined },
      { ...live, home: 'visitors' },
      { ...live, plays: [{ period: 1, clock: null, side: 'school', points: 3 }] },
      { ...live, clock_seconds: '12:00' },
      null,
      'live',
    ];
    for (const value of wrong) {
      expect(LiveStatsSchema.safeParse(value).success).toBe(false);
      expect(liveStatsParser.safeParse(value)).toMatchObject({ success: false, error: { message: expect.stringContaining('live stats') } });
    }
  });
});
