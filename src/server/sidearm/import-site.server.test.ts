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
