import { describe, expect, it } from 'vitest';
import type { ClippingsData, CoverageData, MomentsData } from '#schemas/widgets/press.ts';
import { TEST_NOW, seededStore } from '../../../tests/seeded-store.ts';

const { school, widget } = seededStore('press');
const football = school.sports.find((s) => s.global_sport_shortname === 'mfootbl')!;

describe('clippings, coverage and moments (issue 10, part 5)', () => {
  it('clippings: newest first, published only, by sport, in pages; a junk sport or page is a normal page', () => {
    const all = widget<ClippingsData>('/clippings', 'clippings');
    const published = school.clippings.filter((c) => c.published);
    expect(all.total).toBe(published.length);
    expect(all.clips.map((c) => c.date)).toEqual(all.clips.map((c) => c.date).toSorted().reverse());
    expect(all.clips.map((c) => c.id)).not.toContain(school.clippings.find((c) => !c.published)!.id);
    const second = widget<ClippingsData>('/clippings?page=2', 'clippings');
    expect(second.page.prevHref).toBe('/clippings');
    expect(second.clips[0]?.id).toBe(published[20]?.id);
    const footballOnly = widget<ClippingsData>('/clippings?sport=football', 'clippings');
    expect(footballOnly.clips.every((c) => c.sport?.title === 'Football')).toBe(true);
    expect(widget<ClippingsData>('/clippings?sport=quidditch&page=zzz', 'clippings').total).toBe(published.length);
  });

  it('coverage: only coming broadcast games, in time order, grouped by day', () => {
    const data = widget<CoverageData>('/coverage', 'coverage');
    const games = data.days.flatMap((d) => d.games);
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((g) => g.tv || g.radio || g.watch || g.listen)).toBe(true);
    const stored = new Map(school.games.map((g) => [g.id, g]));
    const starts = games.map((g) => stored.get(g.id)!.date_utc);
    expect(starts).toEqual(starts.toSorted());
    expect(starts.every((s) => Date.parse(s) > TEST_NOW.getTime())).toBe(true);
    expect(widget<CoverageData>('/coverage?sport=football', 'coverage').days.flatMap((d) => d.games).every((g) => g.sport.title === football.title)).toBe(true);
  });

  it("moments: site-wide and a sport's own, published only", () => {
    const all = widget<MomentsData>('/moments', 'moments');
    expect(all.total).toBe(school.moments.filter((m) => m.published).length);
    const sport = school.moments[0]!.sport_id;
    const slug = school.sports.find((s) => s.id === sport)!.global_sport_name_slug;
    const own = widget<MomentsData>(`/sports/${slug}/moments`, 'moments');
    expect(own.moments.every((m) => m.sport_id === sport)).toBe(true);
    expect(own.sport).not.toBeNull();
  });
});
