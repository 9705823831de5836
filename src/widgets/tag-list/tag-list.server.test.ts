import { describe, expect, it } from 'vitest';
import { seededStore } from '#tests/support/seeded-store.ts';
import type { TagListData } from './tag-list.schema.ts';

const { school, widget, page } = seededStore('tag-list');
const withPayload = async <T>(path: string, id: string) => ({ data: await widget<T>(path, id), payload: await page(path) });
const storiesWith = (id: number) => school.stories.filter((s) => s.published && s.tags.includes(id));
const busy = school.tags.toSorted((a, b) => storiesWith(b.id).length - storiesWith(a.id).length)[0]!;

describe('tags', () => {
  it('/tags lists tags with the count of published stories and players that carry them', async () => {
    const { data } = await withPayload<TagListData>('/tags', 'tags');
    const entry = data.tags.find((t) => t.slug === busy.slug);
    const players = school.roster.filter((p) => p.published && p.tags.includes(busy.id));
    const newest = new Map<number, string>();
    for (const p of school.roster.filter((r) => r.published && r.tags.length > 0))
      if ((newest.get(p.sport_id) ?? '') < p.season) newest.set(p.sport_id, p.season);
    expect(entry?.count).toBe(storiesWith(busy.id).length + players.filter((p) => p.season === newest.get(p.sport_id)).length);
    expect(data.tags.map((t) => t.name)).toEqual(data.tags.map((t) => t.name).toSorted((a, b) => a.localeCompare(b)));
  });
});
