import { describe, expect, it } from 'vitest';
import type { StoryListData } from './story-list.schema.ts';
import { seededStore } from '#tests/support/seeded-store.ts';

const seeded = seededStore('story-list');

describe('story lists never repeat what the page already shows', () => {
  it('home: "More News" continues after "Top Stories", and its next load goes on from there', async () => {
    const top = await seeded.widget<StoryListData>('/', 'top-stories');
    const more = await seeded.widget<StoryListData>('/', 'more-news');
    const topIds = top.stories.map((s) => s.id);
    expect(more.stories.length).toBe(10);
    expect(more.stories.filter((s) => topIds.includes(s.id))).toEqual([]);
    // The one order: the stories of both lists are the newest, one after another.
    const all = await seeded.request(`/components/story-list?sportId=0&start=0&count=17&extra=${encodeURIComponent('{}')}`);
    const newest = ((await all.json()) as StoryListData).stories.map((s) => s.id);
    expect([...topIds, ...more.stories.map((s) => s.id)]).toEqual(newest);
    const props = { title: 'More News', layout: 'list', count: 10, sportScoped: false, loadMore: true, skip: 7 };
    const next = await seeded.request(
      `/components/story-list?sportId=0&start=10&count=10&extra=${encodeURIComponent(JSON.stringify(props))}`,
    );
    const nextIds = ((await next.json()) as StoryListData).stories.map((s) => s.id);
    expect(nextIds[0]).not.toBe(more.stories.at(-1)?.id);
    expect(nextIds.filter((id) => [...topIds, ...more.stories.map((s) => s.id)].includes(id))).toEqual([]);
  });

  it('a story\'s "Related News" lists other stories of its sport, never the one being read', async () => {
    const newest = (await seeded.widget<StoryListData>('/', 'top-stories')).stories.find((s) => s.sport !== null)!;
    const related = await seeded.widget<StoryListData>(newest.url, 'related');
    expect(related.stories.map((s) => s.id)).not.toContain(newest.id);
    expect(related.stories.length).toBe(3);
    expect(related.stories.every((s) => s.sport?.id === newest.sport?.id)).toBe(true);
  });
});
