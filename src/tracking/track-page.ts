import type { PagePayload } from '#schemas/page.ts';
import { readTrackingFlags } from '#schemas/tracking-flags.ts';
import type { TrackingTag } from '#schemas/entities/tracking.ts';
import type { ApiClient } from '#src/data/api-client.ts';
import type { SiteData } from '#src/data/site-data.server.ts';
import { pageViewEvent, pushDataLayer } from './data-layer.ts';
import { trackingQueryOf } from './page-info.ts';
import { createTagCache } from './tag-cache.ts';
import type { TrackingRuntime } from './tracking-runtime.ts';

export type TrackingData = SiteData['tracking'];

let cache: ReturnType<typeof createTagCache> | null = null;
const tagsOf = (api: ApiClient) =>
  (cache ??= createTagCache(async (q) => {
    // spec 7: the search call; its answer is checked against the tag schema in the runtime chunk.
    const response = await api.raw('/api/v2/TrackingTag/search', {
      query: { PageTemplate: q.pageTemplate, SportName: q.sportName, ContentId: q.contentId },
    });
    if (response.status === 204) return [];
    if (!response.ok) throw new Error(`Tracking tags failed with ${response.status}`);
    const tags: unknown = await response.json();
    return Array.isArray(tags) ? (tags as TrackingTag[]) : [];
  }));

let runtime: Promise<TrackingRuntime> | null = null;
/** A chunk that failed to load is asked for again on the next page. */
const loadRuntime = () =>
  import('./tracking-runtime.ts')
    .then((m) => m.runtime)
    .catch((error: unknown) => {
      runtime = null;
      throw error;
    });

/**
 * spec 4/5 tracking for one page, after it finishes (this module loads after hydration, so nothing here delays
 * the first paint: the scripts-loaded flag). The injection code loads only when a page has tags or scripts are
 * configured. Returns the clean-up for when the visitor moves on first.
 */
export function trackPage(api: ApiClient, page: PagePayload, tracking: TrackingData, scriptsConfigured: boolean): () => void {
  let active = true;
  const flags = readTrackingFlags(window.location.search);
  const query = trackingQueryOf(page);
  // spec 4: a route with requiresContentId defers its tags until the content id is known.
  const wanted = flags.trackingTagsEnabled && !(page.page.flags.requiresContentId && query.contentId === null);
  const tags = wanted
    ? tagsOf(api)(query).catch((error: unknown) => (console.error('Tracking tags could not be loaded', error), []))
    : Promise.resolve([]);
  void tags.then(async (list) => {
    if (!active) return;
    try {
      if (list.length > 0 || scriptsConfigured || runtime) {
        const loaded = await (runtime ??= loadRuntime());
        if (!active) return;
        loaded.apply({ tags: list, flags, siteConfig: tracking.siteConfig, analytics: tracking.analytics });
      }
    } catch (error) {
      console.error('Tracking failed', error); // the page event still goes
    }
    pushDataLayer(pageViewEvent(page, tracking.analytics360, new Date()));
  });
  return () => {
    active = false;
  };
}
