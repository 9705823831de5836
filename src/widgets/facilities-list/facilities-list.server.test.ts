import { describe, expect, it } from 'vitest';
import { seededStore } from '#tests/support/seeded-store.ts';
import { facilityUrl } from '../shared/facilities.ts';
import type { FacilitiesListData } from './facilities-list.schema.ts';

const { school, widget } = seededStore('facilities-list');
const byTitle = (title: string) => school.facilities.find((f) => f.title === title)!;
const stadium = byTitle('Falcon Stadium');
const hidden = school.facilities.find((f) => !f.published)!;

describe('facilities', () => {
  it('lists the published facilities, featured first, then by title, each with the sports that use it', async () => {
    const list = (await widget<FacilitiesListData>('/facilities', 'facilities')).facilities;
    const published = school.facilities.filter((f) => f.published);
    expect(list.map((f) => f.id).toSorted()).toEqual(published.map((f) => f.id).toSorted());
    const featured = list.filter((f) => f.featured);
    expect(featured.length).toBeGreaterThanOrEqual(2);
    expect(list.slice(0, featured.length).every((f) => f.featured)).toBe(true);
    const rest = list.slice(featured.length).map((f) => f.title);
    expect(rest).toEqual(rest.toSorted((a, b) => a.localeCompare(b)));
    expect(list.find((f) => f.id === stadium.id)).toMatchObject({ url: facilityUrl(stadium), image: stadium.images[0] });
    expect(list.find((f) => f.id === stadium.id)?.sports.map((s) => s.url)).toContain('/sports/football');
    expect(list.some((f) => f.id === hidden.id)).toBe(false);
  });
});
