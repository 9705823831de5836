import { describe, expect, it } from 'vitest';
import type { MomentsData } from './moments.schema.ts';
import { seededStore } from '#tests/support/seeded-store.ts';

const { school, widget } = seededStore('moments');

describe('clippings, coverage and moments', () => {
  it("moments: site-wide and a sport's own, published only", async () => {
    const all = await widget<MomentsData>('/moments', 'moments');
    expect(all.total).toBe(school.moments.filter((m) => m.published).length);
    const sport = school.moments[0]!.sport_id;
    const slug = school.sports.find((s) => s.id === sport)!.global_sport_name_slug;
    const own = await widget<MomentsData>(`/sports/${slug}/moments`, 'moments');
    expect(own.moments.every((m) => m.sport_id === sport)).toBe(true);
    expect(own.sport).not.toBeNull();
  });
});
