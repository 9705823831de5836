import { describe, expect, it } from 'vitest';
import { isComplete, isListedGame } from '#schemas/game-rules.ts';
import type { ResultsData } from './results.schema.ts';
import type { ScheduleRecord } from '#schemas/game-rules.ts';
import { seededStore } from '#tests/support/seeded-store.ts';

const { school, widget, status } = seededStore('results');

describe('results', () => {
  it("lists the season's completed games; the record agrees with the schedule's", async () => {
    const results = await widget<ResultsData>('/sports/football/results?season=2025', 'results');
    const completed = school.games.filter((g) => g.sport_id === 2 && g.season === '2025' && isListedGame(g) && isComplete(g) && g.result);
    expect(results.results.map((r) => r.id).toSorted()).toEqual(completed.map((g) => g.id).toSorted());
    const schedule = await widget<{ record: ScheduleRecord }>('/sports/football/schedule/2025', 'schedule');
    expect(results.record).toEqual(schedule.record);
  });

  it('print lists one type of game; an unknown type or season is a 404', async () => {
    const home = await widget<ResultsData>('/sports/football/results/print/2025/home', 'results');
    expect(home.results.length).toBeGreaterThan(0);
    expect(home.results.every((r) => r.versus === 'vs')).toBe(true);
    expect(await status('/sports/football/results/print/2025/bogus')).toBe(404);
    expect(await status('/sports/football/results?season=1999')).toBe(404);
    expect(await status('/sports/football/results/print/1999/all')).toBe(404);
  });
});
