import { describe, expect, it } from 'vitest';
import { createContentApi } from '../api/content-api.server.ts';
import { Store } from '../store/store.server.ts';
import { PIXEL_PNG } from './fake-sidearm.fixture.ts';
import { TENANT, importHarness } from './import-harness.fixture.ts';

const harness = importHarness();

describe('an imported school on this site', () => {
  it('answers the pages at SIDEARM`s addresses from the imported rows, its pictures from the file store', async () => {
    await harness.run();
    const store = Store.open(harness.dataDir);
    try {
      const api = createContentApi(store);
      const get = (path: string) => api(new Request(`http://site.test/api/v2${path}`, { headers: { tenant: TENANT } }));
      const page = async (path: string) => (await (await get(`/page?path=${encodeURIComponent(path)}`)).json()) as PageAnswer;

      const story = await page('/news/2026/10/25/herons-clinch-title');
      expect(story.page).toMatchObject({ name: 'story', title: 'Herons clinch the title' });
      expect(story.sport).toMatchObject({ id: 3, global_sport_name_slug: 'womens-soccer' });
      const staff = await page('/staff-directory/marisol-okafor/501');
      expect(staff.page).toMatchObject({ name: 'staff_bio', title: 'Marisol Okafor - Director of Athletics' });

      // Rosters of two seasons, a player's bio (from Players/roster/bio), a coach's bio, schedules of two seasons.
      for (const [season, players] of [
        ['2026', ['Ingrid', 'Noor', 'Tamsin']],
        ['2025', ['Ingrid']],
      ] as const) {
        const roster = (await (await get(`/page?path=${encodeURIComponent(`/sports/womens-soccer/roster/${season}`)}`)).json()) as {
          page: { name: string };
          widgets: { roster: { data: { season: string; players: { first_name: string }[] } } };
        };
        expect(roster.page.name).toBe('roster_list');
        expect(roster.widgets.roster.data.season).toBe(season);
        expect(roster.widgets.roster.data.players.map((p) => p.first_name).toSorted()).toEqual(players);
      }
      const player = await page('/sports/womens-soccer/roster/noor-abernathy/9012');
      expect(player.page).toMatchObject({ name: 'roster_bio', title: "Noor Abernathy - Women's Soccer Player Bio" });
      expect(player.widgets.bio).toMatchObject({ data: { season: '2026', player: { id: 9012, weight: 140 } } });
      const coach = await page('/sports/womens-soccer/roster/coaches/delphine-marsh/8011');
      expect(coach.page).toMatchObject({ name: 'coach_bio', title: "Delphine Marsh - Women's Soccer Head Coach" });
      for (const [season, count] of [
        ['2026', 3],
        ['2025', 1],
      ] as const) {
        const schedule = (await (await get(`/page?path=${encodeURIComponent(`/sports/womens-soccer/schedule/${season}`)}`)).json()) as {
          page: { name: string };
          widgets: { schedule: { data: { season: string } } };
        };
        expect(schedule.page.name).toBe('schedule');
        expect(schedule.widgets.schedule.data.season).toBe(season);
        expect(JSON.stringify(schedule.widgets.schedule.data).match(/"opponent":\{/g)?.length).toBe(count);
      }

      const picture = await get(`/files/content?path=${encodeURIComponent(staff.widgets.bio!.data.person.image.url)}`);
      expect(picture.status).toBe(200);
      expect(Buffer.from(await picture.arrayBuffer())).toEqual(PIXEL_PNG);
    } finally {
      await store.close();
    }
  });
});

interface PageAnswer {
  page: { name: string; title: string };
  sport: unknown;
  widgets: Record<string, { data: { person: { image: { url: string } } } }>;
}
