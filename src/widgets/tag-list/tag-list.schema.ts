import * as z from 'zod/mini';
import { defineWidget } from '#registry/define-widget.ts';

export const TagListPropsSchema = z.object({});
export type TagListProps = z.infer<typeof TagListPropsSchema>;

export const TagListDataSchema = z.object({
  tags: z.array(z.object({ name: z.string(), slug: z.string(), description: z.nullable(z.string()), count: z.number(), href: z.string() })),
});
export type TagListData = z.infer<typeof TagListDataSchema>;

export const widget = defineWidget({
  name: 'tag-list',
  label: 'Tags',
  description: 'Every tag with the number of items tagged.',
  props: TagListPropsSchema,
  data: TagListDataSchema,
});
