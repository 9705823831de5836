// The store side of podcasts, shared by the podcasts list, the player, the feeds list and the podcast feed route.
import * as z from 'zod/mini';
import { PodcastEpisodeSchema, PodcastSeriesSchema, type PodcastEpisode, type PodcastSeries } from '#schemas/entities/podcast.ts';
import type { Store } from '#src/server/store/store.server.ts';

/** Every series (staff see drafts too), read once per content version. */
export function podcastSeries(store: Store, tenant: string, staff: boolean): Promise<PodcastSeries[]> {
  return store.memo(tenant, `podcasts:${staff}`, async () =>
    z.array(PodcastSeriesSchema).parse((await store.documents.list(tenant, 'podcasts', { publishedOnly: !staff, order: 'asc' })).items),
  );
}

/** A series' episodes, newest first. */
export function seriesEpisodes(store: Store, tenant: string, seriesId: number, staff: boolean): Promise<PodcastEpisode[]> {
  return store.memo(tenant, `episodes:${seriesId}:${staff}`, async () =>
    z
      .array(PodcastEpisodeSchema)
      .parse((await store.documents.list(tenant, 'episodes', { season: String(seriesId), publishedOnly: !staff, order: 'desc' })).items),
  );
}
