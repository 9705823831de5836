import * as z from 'zod/mini';
import { MediaClipSchema, type MediaClip } from '#schemas/entities/media-clip.ts';
import { mediaAccess } from '#schemas/entities/media.ts';
import { PageLinksSchema } from '../shared/paging.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const CLIP_ORDERS = ['newest', 'oldest', 'title', 'duration'] as const;

export const MediaLibraryPropsSchema = z.object({
  pageSize: z._default(z.number().check(z.int(), z.minimum(4), z.maximum(50)), 12),
  /** spec 7 all-access defaults an editor may set: audio clips listed too, only captioned videos, order. */
  includeAudio: z._default(z.boolean(), false),
  onlyHasCaptions: z._default(z.boolean(), false),
  orderBy: z._default(z.enum(CLIP_ORDERS), 'newest'),
});
export type MediaLibraryProps = z.infer<typeof MediaLibraryPropsSchema>;

const AccessSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('play') }), z.object({ kind: z.literal('sign-in') }), z.object({ kind: z.literal('subscribe') }),
  z.object({ kind: z.literal('blacked-out'), message: z.string() }),
]);

export const MediaLibraryDataSchema = z.object({
  clips: z.array(z.object({ ...MediaClipSchema.shape, sport: z.nullable(z.object({ title: z.string(), url: z.string() })), access: AccessSchema })),
  filters: z.object({
    sports: z.array(z.object({ value: z.string(), label: z.string() })),
    categories: z.array(z.object({ value: z.string(), label: z.string() })),
    selected: z.object({ sport: z.string(), category: z.string(), captions: z.boolean(), audio: z.boolean() }),
  }),
  action: z.string(),
  signInUrl: z.string(),
  total: z.number(),
  page: PageLinksSchema,
});
export type MediaLibraryData = z.infer<typeof MediaLibraryDataSchema>;

export interface ClipQuery {
  sportId: number | null;
  categoryId: number | null;
  includeAudio: boolean;
  onlyHasCaptions: boolean;
  pinnedMediaId: number | null;
  orderBy: (typeof CLIP_ORDERS)[number];
}

/**
 * spec 7 all-access filters and order: sport, category, audio only when asked, captioned only when asked; the
 * pinned clip (the load's pinnedMediaId, else the stored pinned one) first, then by the order.
 */
export function selectClips(clips: readonly MediaClip[], q: ClipQuery): MediaClip[] {
  const chosen = clips.filter((c) => (q.sportId === null || c.sport_id === q.sportId) && (q.categoryId === null || c.category.id === q.categoryId)
    && (q.includeAudio || c.kind === 'video') && (!q.onlyHasCaptions || c.has_captions));
  const order = {
    newest: (a: MediaClip, b: MediaClip) => b.date.localeCompare(a.date),
    oldest: (a: MediaClip, b: MediaClip) => a.date.localeCompare(b.date),
    title: (a: MediaClip, b: MediaClip) => a.title.localeCompare(b.title),
    duration: (a: MediaClip, b: MediaClip) => b.duration_seconds - a.duration_seconds,
  }[q.orderBy];
  const pinned = (c: MediaClip) => (q.pinnedMediaId !== null ? c.id === q.pinnedMediaId : c.pinned);
  return chosen.toSorted((a, b) => Number(pinned(b)) - Number(pinned(a)) || order(a, b));
}

export const clipAccess = (clip: MediaClip, staff: boolean) => mediaAccess(clip.media, { authorized: staff });

export const widget = defineWidget({
  name: 'media-library',
  label: 'All-access video and audio library',
  description: 'All-access video and audio clips with filters.',
  props: MediaLibraryPropsSchema,
  data: MediaLibraryDataSchema,
});
