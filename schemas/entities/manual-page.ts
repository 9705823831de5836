import * as z from 'zod/mini';

/**
 * spec 2.4 external and manual pages (/watch, /showcase, /series/…, /feature/…, /services/…,
 * /tournament-experience/…, /gameday/…, /signingday/…): stored content made of blocks, one page per path.
 */
export const VIDEO_PROVIDERS = ['youtube', 'archive', 'endeavor'] as const;

export const VideoBlockSchema = z.object({
  kind: z.literal('video'),
  title: z.string(),
  provider: z.enum(VIDEO_PROVIDERS),
  id: z.string().check(z.regex(/^[\w.-]{1,200}$/)),
  autoplay: z._default(z.boolean(), false),
  controls: z._default(z.boolean(), true),
  live: z._default(z.boolean(), false),
  /** spec 2.4: hide the player behind a "Play Video" button until used. */
  playButton: z._default(z.boolean(), true),
  poster: z._default(z.nullable(z.string()), null),
});
export type VideoBlock = z.infer<typeof VideoBlockSchema>;

export const ManualBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('html'), html: z.string() }),
  VideoBlockSchema,
  z.object({ kind: z.literal('games'), title: z.string(), ids: z.array(z.number()) }),
  z.object({ kind: z.literal('links'), title: z.string(), items: z.array(z.object({ title: z.string(), url: z.string() })) }),
]);
export type ManualBlock = z.infer<typeof ManualBlockSchema>;

export const ManualPageSchema = z.object({
  id: z.number(),
  /** The page's path, normalised (no trailing slash, lower case). */
  path: z.string(),
  title: z.string(),
  description: z.string(),
  sport_id: z.nullable(z.number()),
  blocks: z.array(ManualBlockSchema),
  published: z._default(z.boolean(), true),
});
export type ManualPage = z.infer<typeof ManualPageSchema>;

/** The same-origin embed page (spec 2.4) for a video block: query fields youtube, Archive, Id, autoplay, controls, live. */
export function embedPath(video: Pick<VideoBlock, 'provider' | 'id' | 'autoplay' | 'controls' | 'live'>): string {
  const key = video.provider === 'youtube' ? 'youtube' : video.provider === 'archive' ? 'Archive' : 'Id';
  const query = new URLSearchParams({
    [key]: video.id,
    autoplay: video.autoplay ? '1' : '0',
    controls: video.controls ? '1' : '0',
    live: video.live ? '1' : '0',
  });
  return `/embed?${query}`;
}
