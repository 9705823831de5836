import * as z from 'zod/mini';
import { PageLinksSchema } from '../shared/paging.ts';
import { StoryCardSchema } from '../shared/story-card.schema.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const TaggedContentPropsSchema = z.object({
  /** spec 9: default pagination count 10. */
  pageSize: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(50)), 10),
});
export type TaggedContentProps = z.infer<typeof TaggedContentPropsSchema>;

export const TaggedContentDataSchema = z.object({
  tag: z.object({ name: z.string(), slug: z.string(), description: z.nullable(z.string()) }),
  /** The sport the list is narrowed to (/tags/{tag}/{sport}). */
  sport: z.nullable(z.object({ title: z.string() })),
  /** "All sports" and every sport with content of this tag. */
  sportLinks: z.array(z.object({ label: z.string(), href: z.string(), current: z.boolean() })),
  stories: z.array(StoryCardSchema),
  storyTotal: z.number(),
  players: z.array(z.object({ name: z.string(), url: z.string(), detail: z.string() })),
  page: PageLinksSchema,
});
export type TaggedContentData = z.infer<typeof TaggedContentDataSchema>;

export const widget = defineWidget({
  name: 'tagged-content',
  label: 'Tagged content',
  description: 'Everything carrying one tag.',
  props: TaggedContentPropsSchema,
  data: TaggedContentDataSchema,
});
