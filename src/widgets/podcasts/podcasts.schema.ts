import * as z from 'zod/mini';
import { PODCAST_CATEGORIES, type PodcastEpisode, type PodcastSeries } from '#schemas/entities/podcast.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { PodcastSeriesCardSchema, seriesCard } from '../shared/podcast-series.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const PodcastsPropsSchema = z.object({
  /** Only this category (spec 7 categoryId): an editor's "Coaches Shows" page. */
  categoryId: z.optional(z.number()),
});
export type PodcastsProps = z.infer<typeof PodcastsPropsSchema>;

export const PodcastsDataSchema = z.object({
  categories: z.array(z.object({ id: z.number(), title: z.string(), href: z.string(), current: z.boolean() })),
  series: z.array(PodcastSeriesCardSchema),
});
export type PodcastsData = z.infer<typeof PodcastsDataSchema>;

/** The category a list shows: a known category id, else 0 (all). */
export function podcastCategoryOf(requested: number): number {
  return PODCAST_CATEGORIES.some((c) => c.id === requested) ? requested : 0;
}

export interface PodcastsInput {
  /** Every series the visitor may see. */
  series: readonly PodcastSeries[];
  /** Each series' episodes, newest first. */
  episodes: ReadonlyMap<number, readonly PodcastEpisode[]>;
  sports: readonly Sport[];
  /** The page's sport: only its series. */
  sport: Sport | null;
  /** The chosen category (podcastCategoryOf), 0 for all. */
  category: number;
}

/** spec 2.1 podcast list: every series with its artwork and episode count; the categories that have series. */
export function podcastsData({ series, episodes, sports, sport, category }: PodcastsInput): PodcastsData {
  const all = series.filter((s) => !sport || s.sport_id === sport.id);
  return {
    categories: PODCAST_CATEGORIES.filter((c) => all.some((s) => s.category_id === c.id)).map((c) => ({
      id: c.id,
      title: c.title,
      href: `/podcasts?category=${c.id}`,
      current: c.id === category,
    })),
    series: all.filter((s) => category === 0 || s.category_id === category).map((s) => seriesCard(s, episodes.get(s.id) ?? [], sports)),
  };
}

export const widget = defineWidget({
  name: 'podcasts',
  label: 'Podcasts (series list)',
  description: 'The podcast series list, by category.',
  props: PodcastsPropsSchema,
  data: PodcastsDataSchema,
});
