import * as z from 'zod/mini';
import { MediaFlagsSchema } from './media.ts';

/** An all-access video or audio clip (spec 3 all-access media, video clip; field lists not shown: decided here). */
export const MediaClipSchema = z.object({
  id: z.number(),
  kind: z.enum(['video', 'audio']),
  title: z.string(),
  description: z.string(),
  sport_id: z.nullable(z.number()),
  category: z.object({ id: z.number(), title: z.string() }),
  date: z.string(),
  duration_seconds: z.number(),
  thumbnail: z.string(),
  has_captions: z.boolean(),
  /** Shown first in the library unless a load names another (spec 7 pinnedMediaId). */
  pinned: z._default(z.boolean(), false),
  source: z.object({ provider: z.enum(['youtube', 'archive']), id: z.string() }),
  media: MediaFlagsSchema,
  published: z._default(z.boolean(), true),
});
export type MediaClip = z.infer<typeof MediaClipSchema>;

export const CLIP_CATEGORIES = [
  { id: 1, title: 'Highlights' },
  { id: 2, title: 'Interviews' },
  { id: 3, title: 'Press Conferences' },
  { id: 4, title: 'Features' },
  { id: 5, title: 'Radio Calls' },
] as const;
