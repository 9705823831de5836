import { describe, expect, it } from 'vitest';
import { seededStore } from '#tests/support/seeded-store.ts';
import { countsTowardRecord } from '#schemas/game-rules.ts';
import type { OpponentHistoryData } from './opponent-history.schema.ts';

const { school, widget, status } = seededStore('opponents');
const history = async (path: string) => await widget<OpponentHistoryData>(path, 'history');

describe('opponent history', () => {
  it("every opponent's all-time record adds up to the decided games against them", async () => {
    const data = await history('/sports/football/opponent-history');
    const decided = school.games.filter((g) => g.sport_id === 2 && countsTowardRecord(g));
    expect(data.opponents.reduce((n, o) => n + o.meetings, 0)).toBe(decided.length);
    for (const o of data.opponents.slice(0, 5)) {
      const games = decided.filter((g) => g.opponent.id === o.id);
      expect(o.record.wins).toBe(games.filter((g) => g.result?.status === 'W').length);
      expect(o.record.losses).toBe(games.filter((g) => g.result?.status === 'L').length);
    }
  });

  it('an opponent page lists every meeting, newest first, with box scores; unknown opponents are 404s', async () => {
    const list = await history('/sports/football/opponent-history');
    const top = list.opponents[0]!;
    const page = await history(top.url);
    expect(page.opponent?.meetings).toHaveLength(top.meetings);
    const dates = page.opponent?.meetings.map((m) => m.date) ?? [];
    expect(dates).toEqual(dates.toSorted().reverse());
    expect(await status('/sports/football/opponent-history/nobody/999999')).toBe(404);
  });

  it('only sports that display opponent history have it', async () => {
    const without = school.sports.find((s) => !s.non_sport && !s.displayOpponentHistory)!;
    expect(await status(`/sports/${without.global_sport_name_slug}/opponent-history`)).toBe(404);
  });
});
