import * as z from 'zod/mini';
import { MediaFlagsSchema } from './media.ts';

/** Podcast categories (spec 7 podcasts load by categoryId). */
export const PODCAST_CATEGORIES = [
  { id: 1, title: 'Coaches Shows' },
  { id: 2, title: 'Student-Athletes' },
  { id: 3, title: 'Department' },
] as const;

export const PodcastSeriesSchema = z.object({
  id: z.number(),
  slug: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  title: z.string(),
  description: z.string(),
  author: z.string(),
  category_id: z.number(),
  sport_id: z.nullable(z.number()),
  artwork: z.object({ url: z.string(), alt: z.string(), width: z.number(), height: z.number() }),
  published: z._default(z.boolean(), true),
});
export type PodcastSeries = z.infer<typeof PodcastSeriesSchema>;

export const PodcastEpisodeSchema = z.object({
  id: z.number(),
  series_id: z.number(),
  number: z.number(),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  duration_seconds: z.number(),
  /** The audio in the file store (its type and size are the file's). */
  audio_url: z.string().check(z.regex(/^\/documents\//)),
  media: MediaFlagsSchema,
  published: z._default(z.boolean(), true),
});
export type PodcastEpisode = z.infer<typeof PodcastEpisodeSchema>;
