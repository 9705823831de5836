import { describe, expect, it } from 'vitest';
import type { ClippingsData } from './clippings.schema.ts';
import { seededStore } from '#tests/support/seeded-store.ts';

const { school, widget } = seededStore('press');

describe('clippings, coverage and moments', () => {
  it('clippings: newest first, published only, by sport, in pages; a junk sport or page is a normal page', async () => {
    const all = await widget<ClippingsData>('/clippings', 'clippings');
    const published = school.clippings.filter((c) => c.published);
    expect(all.total).toBe(published.length);
    expect(all.clips.map((c) => c.date)).toEqual(
      all.clips
        .map((c) => c.date)
        .toSorted()
        .reverse(),
    );
    expect(all.clips.map((c) => c.id)).not.toContain(school.clippings.find((c) => !c.published)!.id);
    const second = await widget<ClippingsData>('/clippings?page=2', 'clippings');
    expect(second.page.prevHref).toBe('/clippings');
    expect(second.clips[0]?.id).toBe(published[20]?.id);
    const footballOnly = await widget<ClippingsData>('/clippings?sport=football', 'clippings');
    expect(footballOnly.clips.every((c) => c.sport?.title === 'Football')).toBe(true);
    expect((await widget<ClippingsData>('/clippings?sport=quidditch&page=zzz', 'clippings')).total).toBe(published.length);
  });
});
