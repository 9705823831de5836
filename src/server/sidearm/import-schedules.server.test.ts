import { describe, expect, it } from 'vitest';
import { GameSchema } from '#schemas/entities/game.ts';
import { resourceOf, TENANT, importHarness } from './import-harness.fixture.ts';

const harness = importHarness();
const { run, withStore } = harness;
const only = ['Sports', 'Schedules'] as const;

const games = () => withStore(async (store) => (await store.documents.everyById(TENANT, 'games')).map((r) => GameSchema.parse(r.body)));

describe('SIDEARM import: schedules, results and records', () => {
  it('imports every game of both seasons with its detail, reports a record that differs, and writes nothing the second time', async () => {
    const { report, lines } = await run({}, { only: [...only] });
    expect(report.exitCode).toBe(0);
    const schedules = resourceOf(report, 'Schedules');
    expect(schedules).toMatchObject({ fetched: 5, written: 5, failed: 0, complete: true });
    // 2025's record at SIDEARM counts a win the imported games do not have: a report line, not a failure.
    expect(schedules.reasons).toEqual({ 'record of sport 3 2025 differs: overall: SIDEARM 1-0-1, imported games 0-0-1': 1 });
    expect(lines).toContain(
      'Schedules: fetched 5, written 5, unchanged 0, skipped 0, deleted 0, failed 0 (record of sport 3 2025 differs: overall: SIDEARM 1-0-1, imported games 0-0-1)',
    );
    const stored = await games();
    expect(stored.map((g) => [g.id, g.sport_id, g.season, g.location_indicator, g.result?.status ?? null, g.game_state])).toEqual([
      [6001, 3, '2025', 'N', 'T', 8],
      [6101, 3, '2026', 'H', 'W', 8],
      [6102, 3, '2026', 'A', 'L', 8],
      [6103, 3, '2026', 'H', null, 0],
      [6701, 7, '2026-27', 'H', null, 0],
    ]);
    const harbor = stored.find((g) => g.id === 6101)!;
    // ScheduleGames gave the opponent's website and mascot; its logo is copied.
    expect(harbor.opponent).toMatchObject({
      id: 71,
      title: 'Harbor City College',
      website: 'https://athletics.example.org',
      mascot: 'Gulls',
    });
    expect(harbor.opponent.image).toMatch(/^\/documents\/sidearm\//);
    // A one-off opponent without an id; a game whose date is to be announced.
    expect(stored.find((g) => g.id === 6102)!.opponent).toMatchObject({ id: 0, title: 'Marram Dunes Academy', image: null });
    expect(stored.find((g) => g.id === 6103)!).toMatchObject({ date_utc: '2026-11-30T00:00:00', tbd: true, result: null });
    expect([...harness.sidearm.counts()].filter(([, n]) => n > 1)).toEqual([]);

    const again = await run({}, { only: [...only] });
    expect(again.report.exitCode).toBe(0);
    expect(resourceOf(again.report, 'Schedules')).toMatchObject({ written: 0, unchanged: 5 });
  });

  it('an unknown game status: that game is left out and reported, the others imported, nothing deleted', async () => {
    const { report, lines } = await run({ unknownGameStatus: true }, { only: [...only] });
    expect(resourceOf(report, 'Schedules')).toMatchObject({ fetched: 5, written: 4, deleted: 0, failed: 1 });
    expect(lines.find((l) => l.startsWith('Schedules:'))).toContain('unknown game status "Z"');
    // The game's row is not the importer's to fill: the list was read whole, so the run completes.
    expect(report.exitCode).toBe(0);
    expect((await games()).map((g) => g.id)).toEqual([6001, 6101, 6103, 6701]);
  });
});
