import { describe, expect, it } from 'vitest';
import type { HofListData } from './hof-list.schema.ts';
import { seededStore } from '#tests/support/seeded-store.ts';

const { school, widget, status, page } = seededStore('honors');
const hall = school.inductees.filter((x) => x.list === 'hall-of-fame' && x.published);

describe('honors and hall of fame', () => {
  it('/honors shows every list; /honors/hall-of-fame (once a 404) lists ~150 inductees over 40 classes, newest class first', async () => {
    expect((await widget<HofListData>('/honors', 'honors')).lists.map((l) => l.slug)).toEqual(school.honorLists.map((l) => l.slug));
    const payload = await page('/honors/hall-of-fame');
    expect(payload.sport).toBeNull();
    const list = (payload.widgets.honors?.ok ? payload.widgets.honors.data : null) as HofListData | null;
    expect(list?.list?.total).toBe(hall.length);
    expect(hall.length).toBeGreaterThanOrEqual(130);
    expect(list?.list?.classes.length).toBe(40);
    expect(list?.list?.classes[0]?.year).toBe(2025);
  });

  it('grouping narrows to a class year or a sport; an unknown list, grouping or empty class is a 404', async () => {
    const year = (await widget<HofListData>('/honors/hall-of-fame/2019', 'honors')).list!;
    expect(year.classes.map((c) => c.year)).toEqual([2019]);
    const basketball = (await widget<HofListData>('/honors/hall-of-fame/mens-basketball', 'honors')).list!;
    expect(basketball.classes.flatMap((c) => c.inductees).every((p) => p.sports.some((s) => s.title === "Men's Basketball"))).toBe(true);
    for (const path of ['/honors/no-such-list', '/honors/hall-of-fame/quidditch', '/honors/hall-of-fame/1950'])
      expect(await status(path), path).toBe(404);
  });
});
