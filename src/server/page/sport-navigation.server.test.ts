import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { SportNavItem } from '#schemas/entities/navigation.ts';
import { SidearmNavItemSchema, sportNavigationFromSidearm } from '#schemas/sidearm/navigation.ts';
import { seededStore } from '#tests/support/seeded-store.ts';

const seeded = seededStore('sport-navigation');
const sports = seeded.school.sports.filter((s) => !s.non_sport);
const links = (items: readonly SportNavItem[]): SportNavItem[] => items.flatMap((item) => [item, ...links(item.items)]);

describe("a sport's menu links only pages that answer for that sport (spec 2.3, 8)", () => {
  it('no "Stats" for sports without box scores (golf, cross country, track); football keeps it', async () => {
    const titlesOf = async (global: string) => {
      const sport = sports.find((s) => s.global_sport_shortname === global)!;
      return links((await seeded.page(`/sports/${sport.global_sport_name_slug}`)).sportNavigation).map((i) => i.title);
    };
    for (const global of ['mgolf', 'wgolf', 'cxc', 'ctrack']) expect(await titlesOf(global)).not.toContain('Stats');
    expect(await titlesOf('mfootbl')).toContain('Stats');
  });

  it("every same-site link of every sport's menu is a page, not a 404", { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    for (const sport of sports) {
      const menu = (await seeded.page(`/sports/${sport.global_sport_name_slug}`)).sportNavigation;
      for (const { url } of links(menu)) {
        if (url === null || !url.startsWith('/')) continue;
        const status = await seeded.status(url);
        if (status !== 200) failures.push(`${sport.title}: ${url} ${status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("the content API answers the same menu (in SIDEARM's shape)", async () => {
    const golf = sports.find((s) => s.global_sport_shortname === 'mgolf')!;
    const wire = z.array(SidearmNavItemSchema).parse(await (await seeded.request(`/Navigation/sub?sportId=${golf.id}`)).json());
    const answer = sportNavigationFromSidearm(wire).value;
    expect(answer).toEqual((await seeded.page(`/sports/${golf.global_sport_name_slug}`)).sportNavigation);
    expect(links(answer).map((i) => i.url)).not.toContain(`/sports/${golf.global_sport_name_slug}/stats`);
  });
});
