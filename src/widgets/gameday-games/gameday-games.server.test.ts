import { describe, expect, it } from 'vitest';
import type { GamedayGamesData } from './gameday-games.schema.ts';
import { seededStore } from '#tests/support/seeded-store.ts';

const { school, widget, status } = seededStore('gameday-games');

describe('external and manual pages (spec 2.4)', () => {
  it('concurrent GameDay lists the named games (junk skipped, at most 8); none at all is a 404', async () => {
    const [a, b] = school.games;
    const data = await widget<GamedayGamesData>(`/gameday/concurrent.aspx?ids=${a!.id},x,${b!.id},${a!.id},99999999`, 'games');
    expect(data.games.map((g) => g.id)).toEqual([a!.id, b!.id]);
    expect(await status('/gameday/concurrent.aspx?ids=abc')).toBe(404);
    expect(await status('/gameday/concurrent.aspx')).toBe(404);
  });
});
