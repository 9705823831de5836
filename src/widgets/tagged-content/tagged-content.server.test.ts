import { describe, expect, it } from 'vitest';
import { seededStore } from '#tests/support/seeded-store.ts';
import type { TaggedContentData } from './tagged-content.schema.ts';

const { school, widget, status, page } = seededStore('tags');
const withPayload = async <T>(path: string, id: string) => ({ data: await widget<T>(path, id), payload: await page(path) });
const storiesWith = (id: number) => school.stories.filter((s) => s.published && s.tags.includes(id));
const busy = school.tags.toSorted((a, b) => storiesWith(b.id).length - storiesWith(a.id).length)[0]!;

describe('tags', () => {
  it('a tag page lists its stories newest first, paged, and names the page after the tag', async () => {
    const { data, payload } = await withPayload<TaggedContentData>(`/tags/${busy.slug}`, 'tagged');
    expect(payload.page.title).toBe(busy.name);
    const expected = storiesWith(busy.id).toSorted((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
    expect(data.storyTotal).toBe(expected.length);
    expect(data.stories.map((s) => s.id)).toEqual(expected.slice(0, 10).map((s) => s.id));
    if (expected.length > 10) {
      const second = (await withPayload<TaggedContentData>(`/tags/${busy.slug}?page=2`, 'tagged')).data;
      expect(second.stories.map((s) => s.id)).toEqual(expected.slice(10, 20).map((s) => s.id));
    }
  });

  it('within one sport, only that sport; an unknown tag or sport, or an odd slug, is a 404', async () => {
    const { data, payload } = await withPayload<TaggedContentData>(`/tags/${busy.slug}/football`, 'tagged');
    expect(payload.sport?.global_sport_name_slug).toBe('football');
    expect(data.stories.every((s) => s.sport?.id === 2)).toBe(true);
    expect(await status('/tags/no-such-tag')).toBe(404);
    expect(await status(`/tags/${busy.slug}/quidditch`)).toBe(404);
    expect(await status('/tags/Bad_Slug')).toBe(404);
  });
});
