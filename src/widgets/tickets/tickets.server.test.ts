import { describe, expect, it } from 'vitest';
import { seededStore, TEST_NOW } from '#tests/support/seeded-store.ts';
import type { TicketsData } from './tickets.schema.ts';

const { school, widget } = seededStore('department-links');

describe('partners, tickets and social accounts', () => {
  it('tickets: the office, every ticketed sport, and its next home game after now from the stored schedule', async () => {
    const data = await widget<TicketsData>('/tickets', 'tickets');
    expect(data.office).toBe(school.sports.find((s) => s.non_sport)!.tickets);
    expect(data.sports.map((s) => s.title)).toEqual(school.sports.filter((s) => !s.non_sport && s.tickets).map((s) => s.title));
    const football = data.sports.find((s) => s.title === 'Football')!;
    const next = school.games
      .filter(
        (g) =>
          g.sport_id === school.sports.find((s) => s.title === 'Football')!.id &&
          g.location_indicator === 'H' &&
          Date.parse(g.date_utc) > TEST_NOW.getTime() &&
          !g.result?.status,
      )
      .toSorted((a, b) => a.date_utc.localeCompare(b.date_utc))[0];
    expect(football.nextHome?.opponent ?? null).toBe(next?.opponent.title ?? null);
  });
});
