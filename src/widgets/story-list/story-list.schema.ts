import * as z from 'zod/mini';
import { StoryCardSchema } from '../shared/story-card.schema.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const StoryListPropsSchema = z.object({
  title: z._default(z.string(), 'Latest News'),
  /** spec 9: component default count 10. */
  count: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(50)), 10),
  layout: z._default(z.enum(['featured', 'grid', 'list']), 'grid'),
  /** Limit to the current sport when the page has one. */
  sportScoped: z._default(z.boolean(), true),
  loadMore: z._default(z.boolean(), false),
});
export type StoryListProps = z.infer<typeof StoryListPropsSchema>;

export const StoryListDataSchema = z.object({
  stories: z.array(StoryCardSchema),
  total: z.number(),
  start: z.number(),
  count: z.number(),
  sportId: z.string(),
});
export type StoryListData = z.infer<typeof StoryListDataSchema>;

export const widget = defineWidget({
  name: 'story-list',
  label: 'Story list',
  description: 'The newest news stories as a featured block, a grid or a list.',
  props: StoryListPropsSchema,
  data: StoryListDataSchema,
});
