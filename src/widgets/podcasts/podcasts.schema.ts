import * as z from 'zod/mini';
import { PodcastSeriesCardSchema } from '../shared/podcast-series.ts';
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

export const widget = defineWidget({
  name: 'podcasts',
  label: 'Podcasts (series list)',
  description: 'The podcast series list, by category.',
  props: PodcastsPropsSchema,
  data: PodcastsDataSchema,
});
