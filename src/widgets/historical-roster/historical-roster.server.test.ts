import { describe, expect, it } from 'vitest';
import { seededStore } from '#tests/support/seeded-store.ts';
import type { HistoricalRosterData } from './historical-roster.schema.ts';

const { school, widget } = seededStore('alumni');
const alumni = async (path: string) => await widget<HistoricalRosterData>(path, 'alumni');

describe('historical roster', () => {
  it('lists every player once, with every season they played, by last name', async () => {
    const data = await alumni('/historical-roster');
    const players = new Set(school.roster.filter((p) => p.published).map((p) => `${p.sport_id}|${p.slug}`));
    expect(data.total).toBe(players.size);
    const veteran = school.roster.find(
      (p) => p.published && school.roster.filter((q) => q.slug === p.slug && q.sport_id === p.sport_id).length === 3,
    )!;
    const found = (await alumni(`/historical-roster?q=${encodeURIComponent(`${veteran.first_name} ${veteran.last_name}`)}`)).players.find(
      (p) => p.url.includes(`/${veteran.slug}/`),
    );
    expect(found?.seasons).toHaveLength(3);
  });

  it('filters by sport, season, position and name; junk filters mean all; the sport page is that sport', async () => {
    const qbs = await alumni('/historical-roster?sport=football&position=QB&season=2025');
    expect(qbs.total).toBeGreaterThan(0);
    for (const p of qbs.players) {
      expect(p.sportTitle).toBe('Football');
      expect(p.seasons).toContain('2025');
      expect(p.positions).toContain('Quarterback');
    }
    expect(qbs.page.nextHref === null || qbs.page.nextHref.includes('position=QB')).toBe(true);
    expect((await alumni('/historical-roster?sport=x&season=1800&position=%3C')).total).toBe((await alumni('/historical-roster')).total);
    expect((await alumni('/sports/football/historical-roster')).players.every((p) => p.sportTitle === 'Football')).toBe(true);
    expect((await alumni('/historical-roster?q=zzzzqq')).total).toBe(0);
  });
});
