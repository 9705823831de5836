import * as z from 'zod/mini';
import { PodcastSeriesCardSchema } from '../shared/podcast-series.ts';
import { defineWidget } from '#registry/define-widget.ts';

/** spec 9: default pagination count 10. */
export const PODCAST_PAGE_SIZE = 10;

export const PodcastPlayerPropsSchema = z.object({
  pageSize: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(50)), PODCAST_PAGE_SIZE),
  /** The series when loaded as a component (spec 7), outside its own page. */
  seriesId: z.optional(z.number()),
});
export type PodcastPlayerProps = z.infer<typeof PodcastPlayerPropsSchema>;

const AccessSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('play') }),
  z.object({ kind: z.literal('sign-in') }),
  z.object({ kind: z.literal('subscribe') }),
  z.object({ kind: z.literal('blacked-out'), message: z.string() }),
]);

export const PodcastEpisodeItemSchema = z.object({
  id: z.number(),
  number: z.number(),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  durationSeconds: z.number(),
  href: z.string(),
  /** Present only when this visitor may play it (spec 3 media flags). */
  audio: z.nullable(z.object({ url: z.string(), type: z.string(), size: z.number() })),
  access: AccessSchema,
});
export type PodcastEpisodeItem = z.infer<typeof PodcastEpisodeItemSchema>;

export const PodcastPlayerDataSchema = z.object({
  series: PodcastSeriesCardSchema,
  /** The episode in the player: the one in the URL, else the newest playable one. */
  current: z.nullable(PodcastEpisodeItemSchema),
  episodes: z.array(PodcastEpisodeItemSchema),
  page: z.object({ index: z.number(), size: z.number(), total: z.number(), pages: z.number() }),
});
export type PodcastPlayerData = z.infer<typeof PodcastPlayerDataSchema>;

/** 1:05, 32:10, 1:02:03 */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

export const widget = defineWidget({
  name: 'podcast-player',
  label: 'Podcast player',
  description: "One podcast's episodes with a player.",
  props: PodcastPlayerPropsSchema,
  data: PodcastPlayerDataSchema,
});
