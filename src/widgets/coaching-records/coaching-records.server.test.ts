import { describe, expect, it } from 'vitest';
import { seededStore } from '#tests/support/seeded-store.ts';
import type { CoachingRecordsData } from './coaching-records.schema.ts';
import type { ScheduleRecord } from '#schemas/game-rules.ts';

const { school, widget } = seededStore('coaches');
const head = school.staff.find((m) => m.sport_id === 2 && m.is_head_coach)!;

describe('coaches', () => {
  it("coaching records by year agree with the schedule's record for the seasons the store has games for; overall sums them", async () => {
    const records = await widget<CoachingRecordsData>('/sports/football/coaches/year', 'records');
    const schedule = await widget<{ record: ScheduleRecord }>('/sports/football/schedule/2025', 'schedule');
    const row = records.years.find((r) => r.season === '2025');
    expect(row).toMatchObject({
      wins: schedule.record.overall.wins,
      losses: schedule.record.overall.losses,
      confWins: schedule.record.conference.wins,
    });
    const overall = (await widget<CoachingRecordsData>('/sports/football/coaches/overall', 'records')).overall;
    const total = (key: 'wins' | 'losses') => records.years.reduce((n, r) => n + r[key], 0);
    expect(overall.reduce((n, c) => n + c.wins, 0)).toBe(total('wins'));
    expect(overall.reduce((n, c) => n + c.losses, 0)).toBe(total('losses'));
    expect(overall.at(-1)?.coach).toBe(`${head.first_name} ${head.last_name}`);
  });
});
