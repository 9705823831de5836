// A podcast series as a card, and its addresses: the podcasts list, the player and the feeds list share them.
import * as z from 'zod/mini';

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
