import * as z from 'zod/mini';
import { defineWidget } from '#registry/define-widget.ts';

export const VideoEmbedPropsSchema = z.object({});
export type VideoEmbedProps = z.infer<typeof VideoEmbedPropsSchema>;
export const VideoEmbedDataSchema = z.object({
  video: z.nullable(z.object({ provider: z.enum(['youtube', 'archive', 'endeavor']), id: z.string(), autoplay: z.boolean(), controls: z.boolean(), live: z.boolean() })),
});
export type VideoEmbedData = z.infer<typeof VideoEmbedDataSchema>;

export const widget = defineWidget({
  name: 'video-embed',
  label: 'Video embed page',
  description: 'The video embed page.',
  props: VideoEmbedPropsSchema,
  data: VideoEmbedDataSchema,
});
