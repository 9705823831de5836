import { describe, expect, it, vi } from 'vitest';
import type { TrackingTag } from '#schemas/entities/tracking.ts';
import type { TrackingQuery } from '#schemas/tracking-rules.ts';
import { createTagCache } from './tag-cache.ts';

const tagNamed = (name: string): TrackingTag => ({
  id: 1,
  name,
  trackingHeadObject: null,
  trackingOpenBodyObject: null,
  trackingCloseBodyObject: null,
});
const page: TrackingQuery = { pageTemplate: 'schedule', sportName: 'football', contentId: null };

describe('tracking tags cached per request key (spec 4)', () => {
  it('asks once per page template, sport and content id', async () => {
    const fetchTags = vi.fn(async (q: TrackingQuery) => [tagNamed(`${q.pageTemplate}/${q.sportName}/${q.contentId}`)]);
    const tags = createTagCache(fetchTags);
    expect((await tags(page))[0]?.name).toBe('schedule/football/null');
    await tags({ ...page });
    expect(fetchTags).toHaveBeenCalledTimes(1);
    expect((await tags({ ...page, contentId: '7' }))[0]?.name).toBe('schedule/football/7');
    await tags({ ...page, sportName: null });
    expect(fetchTags).toHaveBeenCalledTimes(3);
  });

  it('a failed call is not kept: the next visit asks again', async () => {
    const fetchTags = vi
      .fn()
      .mockRejectedValueOnce(new Error('503'))
      .mockResolvedValueOnce([tagNamed('ok')]);
    const tags = createTagCache(fetchTags);
    await expect(tags(page)).rejects.toThrow('503');
    expect((await tags(page))[0]?.name).toBe('ok');
    expect(fetchTags).toHaveBeenCalledTimes(2);
  });
});
