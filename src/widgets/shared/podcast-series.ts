// A podcast series as a card, and its addresses: the podcasts list, the player and the feeds list share them.
import * as z from 'zod/mini';
import { seriesRequiresAuth } from '#schemas/entities/media.ts';
import { PODCAST_CATEGORIES, type PodcastEpisode, type PodcastSeries } from '#schemas/entities/podcast.ts';
import type { Sport } from '#schemas/entities/sport.ts';

const ImageSchema = z.object({ url: z.string(), alt: z.string(), width: z.number(), height: z.number() });

export const PodcastSeriesCardSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  author: z.string(),
  artwork: ImageSchema,
  href: z.string(),
  feedUrl: z.string(),
  episodeCount: z.number(),
  latest: z.nullable(z.object({ title: z.string(), date: z.string() })),
  sportTitle: z.nullable(z.string()),
  categoryTitle: z.string(),
  /** spec 4: no episode is free. */
  requiresAuth: z.boolean(),
});
export type PodcastSeriesCard = z.infer<typeof PodcastSeriesCardSchema>;

/** spec 2.1: /podcasts/{podcastSlug}/{podcastId}; its feed beside it. */
export const podcastUrl = (series: { slug: string; id: number }) => `/podcasts/${series.slug}/${series.id}`;
export const podcastFeedUrl = (series: { slug: string; id: number }) => `${podcastUrl(series)}/feed.xml`;

/** A series as a card: its episodes (newest first) give the count, the latest and whether any is free. */
export function seriesCard(series: PodcastSeries, episodes: readonly PodcastEpisode[], sports: readonly Sport[]): PodcastSeriesCard {
  const latest = episodes[0];
  return {
    id: series.id,
    title: series.title,
    description: series.description,
    author: series.author,
    artwork: series.artwork,
    href: podcastUrl(series),
    feedUrl: podcastFeedUrl(series),
    episodeCount: episodes.length,
    latest: latest ? { title: latest.title, date: latest.date } : null,
    sportTitle: sports.find((s) => s.id === series.sport_id)?.title ?? null,
    categoryTitle: PODCAST_CATEGORIES.find((c) => c.id === series.category_id)?.title ?? 'Podcasts',
    requiresAuth: seriesRequiresAuth(episodes),
  };
}
