import { describe, expect, it } from 'vitest';
import { seededStore, TEST_NOW } from '#tests/support/seeded-store.ts';
import { FACILITY_NEXT_HOME_GAMES, type FacilityData } from './facility.schema.ts';
import { facilityUrl } from '../shared/facilities.ts';

const seeded = seededStore('facilities');
const { school, widget, status, location, page } = seeded;
const byTitle = (title: string) => school.facilities.find((f) => f.title === title)!;
const stadium = byTitle('Falcon Stadium');
const hidden = school.facilities.find((f) => !f.published)!;

describe('facilities', () => {
  it("a sport's next home games agree with the stored schedule: its home games after now, soonest first", async () => {
    const data = await widget<FacilityData>(facilityUrl(stadium), 'facility');
    expect(data.sports.map((s) => s.title)).toEqual(['Football', "Men's Lacrosse", "Women's Lacrosse"]);
    for (const sport of data.sports) {
      const expected = school.games
        .filter(
          (g) =>
            g.sport_id === sport.id &&
            g.location_indicator === 'H' &&
            g.result === null &&
            !['C', 'P'].includes(g.status) &&
            !(g.type === 'S' && g.status === 'O') &&
            Date.parse(g.date_utc) >= TEST_NOW.getTime(),
        )
        .toSorted((a, b) => a.date_utc.localeCompare(b.date_utc))
        .slice(0, FACILITY_NEXT_HOME_GAMES);
      expect(sport.games.map((g) => g.id)).toEqual(expected.map((g) => g.id));
      expect(sport.scheduleUrl).toMatch(/^\/sports\/[a-z-]+\/schedule$/);
    }
    // The venue a sport's games were played at is this facility (the box scores name it).
    const played = school.games.filter((g) => stadium.sports.includes(g.sport_id) && g.location_indicator === 'H' && g.boxscore);
    expect(new Set(played.map((g) => g.boxscore?.stadium))).toEqual(new Set([stadium.title]));
  });

  it('a facility whose sports are out of season says so; the page names the facility and fills its meta', async () => {
    const soccer = byTitle('Falcon Soccer Complex');
    const payload = await page(facilityUrl(soccer));
    const data = payload.widgets.facility?.ok ? (payload.widgets.facility.data as FacilityData) : null;
    expect(data?.sports.length).toBe(2);
    expect(data?.sports.every((s) => s.games.length === 0)).toBe(true);
    expect(payload.page.title).toBe(soccer.title);
    expect(payload.page.meta.description).toBe(soccer.teaser);
    expect(payload.page.meta.image?.url).toMatch(new RegExp(`^https?://[^/]+${soccer.images[0]!.url}$`));
    expect(payload.page.meta.image?.alt).toBe(soccer.images[0]!.alt);
    expect(data?.facility.directionsUrl).toBe(`https://www.google.com/maps/dir/?api=1&destination=${soccer.latitude},${soccer.longitude}`);
  });

  it('an unknown id and an unpublished facility (for visitors) are 404s; a name that is not its slug 301s to its address', async () => {
    expect(await status(facilityUrl(stadium))).toBe(200);
    expect(await status(`/facilities/${stadium.slug}/999999`)).toBe(404);
    expect(await location(`/facilities/harbor-arena/${stadium.id}`)).toBe(facilityUrl(stadium));
    expect(await status(`/facilities/${stadium.slug}/0`)).toBe(404);
    expect(await status(`/facilities/${stadium.slug}/abc`)).toBe(404);
    expect(await status(`/facilities/${stadium.slug}/99999999999999999999`)).toBe(404);
    expect(await status(facilityUrl(hidden))).toBe(404);
    expect(await status(facilityUrl(hidden), true)).toBe(200);
    // Staff see it in the list too (the facilities-list widget's data, as far as this test reads it).
    expect(
      (await widget<{ facilities: { id: number }[] }>('/facilities', 'facilities', true)).facilities.some((f) => f.id === hidden.id),
    ).toBe(true);
  });

  it('sanitizes the stored history', async () => {
    const unsafe = { ...byTitle('Riverside Park'), history: '<p>Home run <script>alert(1)</script><img src="x" onerror="alert(2)"></p>' };
    await seeded.store.documents.put(school.tenant, 'facilities', [{ id: unsafe.id, slug: unsafe.slug, published: true, body: unsafe }]);
    const data = await widget<FacilityData>(facilityUrl(unsafe), 'facility');
    expect(data.facility.history).toContain('Home run');
    expect(data.facility.history).not.toMatch(/script|onerror/);
  });
});
