import { describe, expect, it } from 'vitest';
import { pointsOf } from '#schemas/stats.ts';
import type { BoxscoreData } from './boxscore.schema.ts';
import { seededStore } from '#tests/support/seeded-store.ts';

const { school, widget, status, location, page } = seededStore('boxscore');
const sportOf = (id: number) => school.sports.find((s) => s.id === id)!;
const games = new Map(school.games.map((g) => [g.id, g]));

describe('box scores', () => {
  it('every completed game with a score has a box score whose players add up to its final score', () => {
    const withLinks = school.games.filter(
      (g) => g.result?.boxscore && /^\d+$/.test(g.result.team_score ?? '') && /^\d+$/.test(g.result.opponent_score ?? ''),
    );
    expect(school.boxScores.map((b) => b.game_id).toSorted()).toEqual(withLinks.map((g) => g.id).toSorted());
    for (const box of school.boxScores) {
      const game = games.get(box.game_id)!;
      const global = sportOf(game.sport_id).global_sport_shortname;
      for (const [side, score] of [
        ['school', game.result!.team_score],
        ['opponent', game.result!.opponent_score],
      ] as const) {
        const points = pointsOf(global, box[side]);
        if (points !== null) expect(points, `${global} game ${game.id} ${side}`).toBe(Number(score));
      }
      const last = box.scoring.at(-1);
      if (last)
        expect([last.school, last.opponent], `game ${game.id} scoring`).toEqual([
          Number(game.result!.team_score),
          Number(game.result!.opponent_score),
        ]);
    }
  });

  it("the page: header, line score, team stats, every table, our players linked to their bios; the game's sport is current", async () => {
    const game = school.games.find((g) => g.result?.boxscore && sportOf(g.sport_id).global_sport_shortname === 'mfootbl')!;
    const payload = await page(game.result!.boxscore!);
    expect(payload.sport?.id).toBe(game.sport_id);
    const data = payload.widgets.boxscore?.ok ? (payload.widgets.boxscore.data as BoxscoreData) : null;
    expect(data?.school.score).toBe(game.result!.team_score);
    expect(data?.lineScore?.periods).toEqual(
      ['1st', '2nd', '3rd', '4th', ...(game.result!.line_scores!.period_count > 4 ? ['OT 1'] : [])].slice(
        0,
        game.result!.line_scores!.period_count,
      ),
    );
    expect(data?.tables.map((t) => t.key)).toEqual(expect.arrayContaining(['passing', 'rushing', 'receiving']));
    expect(Object.keys(data?.bios ?? {}).length).toBeGreaterThan(0);
    expect(data?.teamStats.find((s) => s.label === 'Total yards')).toBeDefined();
  });

  it("an unknown game or one not complete is a 404; another sport, season or opponent in the path 301s to the game's address", async () => {
    const game = school.games.find((g) => g.result?.boxscore && sportOf(g.sport_id).global_sport_shortname === 'mbaskbl')!;
    const url = game.result!.boxscore!;
    expect(await status(url)).toBe(200);
    expect(await status(url.replace(/\/\d+$/, '/987654'))).toBe(404);
    expect(await location(url.replace('/sports/mens-basketball/', '/sports/football/'))).toBe(url);
    expect(await location(url.replace(`/stats/${game.season}/`, '/stats/2001-02/'))).toBe(url);
    expect(await location(url.replace(/\/stats\/([^/]+)\/[^/]+\//, '/stats/$1/someone-else/'))).toBe(url);
    const upcoming = school.games.find((g) => g.sport_id === game.sport_id && !g.result)!;
    expect(
      await status(
        `/sports/mens-basketball/stats/${upcoming.season}/${upcoming.opponent.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}/boxscore/${upcoming.id}`,
      ),
    ).toBe(404);
    expect((await widget<BoxscoreData>(url, 'boxscore')).tables[0]?.key).toBe('players');
  });
});
