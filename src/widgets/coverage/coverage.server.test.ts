import { describe, expect, it } from 'vitest';
import type { CoverageData } from './coverage.schema.ts';
import { TEST_NOW, seededStore } from '#tests/support/seeded-store.ts';

const { school, widget } = seededStore('coverage');
const football = school.sports.find((s) => s.global_sport_shortname === 'mfootbl')!;

describe('clippings, coverage and moments', () => {
  it('coverage: only coming broadcast games, in time order, grouped by day', async () => {
    const data = await widget<CoverageData>('/coverage', 'coverage');
    const games = data.days.flatMap((d) => d.games);
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((g) => g.tv || g.radio || g.watch || g.listen)).toBe(true);
    const stored = new Map(school.games.map((g) => [g.id, g]));
    const starts = games.map((g) => stored.get(g.id)!.date_utc);
    expect(starts).toEqual(starts.toSorted());
    expect(starts.every((s) => Date.parse(s) > TEST_NOW.getTime())).toBe(true);
    expect(
      (await widget<CoverageData>('/coverage?sport=football', 'coverage')).days
        .flatMap((d) => d.games)
        .every((g) => g.sport.title === football.title),
    ).toBe(true);
  });
});
