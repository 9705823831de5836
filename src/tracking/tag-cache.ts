import type { TrackingTag } from '#schemas/entities/tracking.ts';
import type { TrackingQuery } from '#schemas/tracking-rules.ts';

type Fetch = (query: TrackingQuery) => Promise<TrackingTag[]>;

export const requestKeyOf = (q: TrackingQuery) => JSON.stringify([q.pageTemplate, q.sportName, q.contentId]);

/**
 * spec 4: tracking tags are cached per request key (page template, sport, content id): going back to a page
 * asks nothing again. A failed call is not kept, so the next visit tries again.
 */
export function createTagCache(fetchTags: Fetch) {
  const held = new Map<string, Promise<TrackingTag[]>>();
  return (query: TrackingQuery): Promise<TrackingTag[]> => {
    const key = requestKeyOf(query);
    let tags = held.get(key);
    if (!tags) {
      tags = fetchTags(query);
      held.set(key, tags);
      tags.catch(() => held.delete(key));
    }
    return tags;
  };
}
