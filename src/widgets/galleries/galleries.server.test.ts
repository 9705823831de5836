import { describe, expect, it } from 'vitest';
import type { GalleriesData } from './galleries.schema.ts';
import { seededStore } from '#tests/support/seeded-store.ts';

const { school, widget, status, location, page } = seededStore('galleries');
const withGallery = school.games.filter((g) => g.galleries.length > 0);

describe('photo galleries (spec 2.4)', () => {
  it("lists every game's gallery newest first, by sport; each gallery link is its page", async () => {
    const data = await widget<GalleriesData>('/galleries', 'galleries');
    expect(data.total).toBe(withGallery.length);
    expect(data.galleries[0]?.url).toBe(withGallery.toSorted((a, b) => b.date_utc.localeCompare(a.date_utc))[0]?.galleries[0]?.url);
    const football = await widget<GalleriesData>('/galleries?sport=football', 'galleries');
    expect(football.galleries.every((g) => g.sport === 'Football')).toBe(true);
  });

  it("a gallery page shows its photos with alt text and sets the game's sport; another sport 301s to it, a game without one is a 404", async () => {
    const game = withGallery[0]!;
    const url = game.galleries[0]!.url;
    const payload = await page(url);
    expect(payload.sport?.id).toBe(game.sport_id);
    const data = payload.widgets.galleries?.ok ? (payload.widgets.galleries.data as GalleriesData) : null;
    expect(data?.gallery?.photos.length).toBeGreaterThanOrEqual(8);
    expect(data?.gallery?.photos.every((p) => p.alt.length > 0)).toBe(true);
    expect(await location(url.replace(/\/[^/]+\/(\d+)$/, '/baseball/$1'))).toBe(url);
    const without = school.games.find((g) => g.galleries.length === 0 && g.sport_id === game.sport_id)!;
    expect(await status(url.replace(/\d+$/, String(without.id)))).toBe(404);
  });
});
