import { describe, expect, it } from 'vitest';
import { statOf, statSheet } from '#schemas/stats.ts';
import type { CumeStatsData } from './cume-stats.schema.ts';
import { seededStore } from '#tests/support/seeded-store.ts';
import { createContentApi } from '#src/server/api/content-api.server.ts';

const ctx = seededStore('cume-stats');
const { school, widget, status } = ctx;
const basketball = school.sports.find((s) => s.global_sport_shortname === 'mbaskbl')!;

describe('cumulative stats and the stats PDF', () => {
  it('every number is a sum of the stored box scores: team points equal the games played, a player equals their lines', async () => {
    const data = await widget<CumeStatsData>('/sports/mens-basketball/stats', 'stats');
    const boxes = school.boxScores.filter((b) => b.sport_id === basketball.id && b.season === data.season);
    const games = school.games.filter((g) => boxes.some((b) => b.game_id === g.id));
    const players = data.team.find((t) => t.key === 'players')!;
    const pts = players.columns.findIndex((c) => c.key === 'pts');
    expect(players.school[pts]).toBe(games.reduce((n, g) => n + Number(g.result!.team_score), 0));
    expect(players.opponent[pts]).toBe(games.reduce((n, g) => n + Number(g.result!.opponent_score), 0));
    const table = statSheet('mbaskbl')[0]!;
    const top = data.individuals[0]!.rows[0]!;
    const lines = boxes.flatMap((b) => b.school.tables.players ?? []).filter((l) => l.name === top.name);
    expect(top.stats[pts]).toBe(lines.reduce((n, l) => n + statOf(table, l, 'pts'), 0));
    expect(top.games).toBe(lines.length);
    expect(data.leaders[0]?.entries[0]?.value).toBe(Math.max(...data.individuals[0]!.rows.map((r) => r.stats[pts] ?? 0)));
    expect(data.games.filter((g) => g.url).length).toBe(boxes.length);
  });

  it('a season without stats, or a sport that is not one, is a 404', async () => {
    expect(await status('/sports/mens-basketball/stats/1999-00')).toBe(404);
    expect(await status('/sports/athletics/stats')).toBe(404);
  });

  it('the PDF is a real PDF of the same numbers, text not images', async () => {
    const data = await widget<CumeStatsData>('/sports/mens-basketball/stats', 'stats');
    const api = createContentApi(ctx.store);
    const response = await api(
      new Request(`http://content-api.internal/api/v2/stats/${basketball.id}/${data.season}.pdf`, { headers: { tenant: school.tenant } }),
    );
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.includes(Buffer.from('/Font'))).toBe(true);
    expect(bytes.includes(Buffer.from('/Subtype /Image'))).toBe(false);
    expect(
      (
        await api(
          new Request(`http://content-api.internal/api/v2/stats/${basketball.id}/1999-00.pdf`, { headers: { tenant: school.tenant } }),
        )
      ).status,
    ).toBe(404);
  });
});
