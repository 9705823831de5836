import * as z from 'zod/mini';
import { defineWidget } from '#registry/define-widget.ts';

export const VideoEmbedPropsSchema = z.object({});
export type VideoEmbedProps = z.infer<typeof VideoEmbedPropsSchema>;
export const VideoEmbedDataSchema = z.object({
  video: z.nullable(
    z.object({
      provider: z.enum(['youtube', 'archive', 'endeavor']),
      id: z.string(),
      autoplay: z.boolean(),
      controls: z.boolean(),
      live: z.boolean(),
    }),
  ),
});
export type VideoEmbedData = z.infer<typeof VideoEmbedDataSchema>;

const flag = (value: string | undefined, fallback: boolean) =>
  value === '1' || value === 'true' ? true : value === '0' || value === 'false' ? false : fallback;
const valid = (v: string | undefined) => (v && /^[\w.-]{1,200}$/.test(v) ? v : null);

/** spec 2.4 embed page: the video its query names (youtube, Archive or Id), or nothing when it names none. */
export function videoEmbedData(q: Readonly<Record<string, string>>): VideoEmbedData {
  const youtube = valid(q.youtube);
  const archive = valid(q.Archive);
  const endeavor = valid(q.Id);
  const provider = youtube ? 'youtube' : archive ? 'archive' : endeavor ? 'endeavor' : null;
  const id = youtube ?? archive ?? endeavor;
  return {
    video:
      provider && id
        ? { provider, id, autoplay: flag(q.autoplay, false), controls: flag(q.controls, true), live: flag(q.live, false) }
        : null,
  };
}

export const widget = defineWidget({
  name: 'video-embed',
  label: 'Video embed page',
  description: 'The video embed page.',
  props: VideoEmbedPropsSchema,
  data: VideoEmbedDataSchema,
});
