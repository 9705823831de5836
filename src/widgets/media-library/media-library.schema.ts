import * as z from 'zod/mini';
import { CLIP_CATEGORIES, MediaClipSchema, type MediaClip } from '#schemas/entities/media-clip.ts';
import { mediaAccess } from '#schemas/entities/media.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { filterHref, pageLinks, PageLinksSchema, pageNumberOf } from '../shared/paging.ts';
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
  z.object({ kind: z.literal('play') }),
  z.object({ kind: z.literal('sign-in') }),
  z.object({ kind: z.literal('subscribe') }),
  z.object({ kind: z.literal('blacked-out'), message: z.string() }),
]);

export const MediaLibraryDataSchema = z.object({
  clips: z.array(
    z.object({ ...MediaClipSchema.shape, sport: z.nullable(z.object({ title: z.string(), url: z.string() })), access: AccessSchema }),
  ),
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
  const chosen = clips.filter(
    (c) =>
      (q.sportId === null || c.sport_id === q.sportId) &&
      (q.categoryId === null || c.category.id === q.categoryId) &&
      (q.includeAudio || c.kind === 'video') &&
      (!q.onlyHasCaptions || c.has_captions),
  );
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

const flag = (value: string | undefined, fallback: boolean) =>
  value === '1' || value === 'true' ? true : value === '0' || value === 'false' ? false : fallback;
const idOf = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

export interface MediaLibraryInput {
  /** Every clip the viewer may see. */
  clips: readonly MediaClip[];
  sports: readonly Sport[];
  /** The page's sport, if any: its clips unless the form names another. */
  sport: Sport | null;
  props: MediaLibraryProps;
  /** Staff previews play everything not blacked out (spec 3). */
  staff: boolean;
  /** The page's path: the form posts to it, the page links point at it. */
  path: string;
  /** The page's plain form (?sport=&category=&captions=&audio=&page=). */
  pageQuery: Readonly<Record<string, string>>;
  /** On a page it pages by ?page=; a spec 7 component load (no page) by start/count. */
  onPage: boolean;
  /** A component load's own filters (categoryId, includeAudio, onlyHasCaptions, pinnedMediaId, orderBy) and its start/count. */
  load: { filters: Readonly<Record<string, string>>; start: number; count: number | null };
}

/**
 * The all-access media library: video and audio clips filtered by sport, category, captions and audio, the pinned
 * one first; the media flags decide for each what a visitor gets (spec 3). A page pages by ?page=, a load by start/count.
 */
export function mediaLibraryData({
  clips,
  sports,
  sport: pageSport,
  props,
  staff,
  path,
  pageQuery: q,
  onPage,
  load,
}: MediaLibraryInput): MediaLibraryData {
  const f = load.filters;
  const sport = sports.find((s) => !s.non_sport && (s.global_sport_name_slug === q.sport || (pageSport && s.id === pageSport.id)));
  const category = CLIP_CATEGORIES.find((c) => String(c.id) === (q.category ?? f.categoryId));
  const query: ClipQuery = {
    sportId: sport?.id ?? null,
    categoryId: category?.id ?? null,
    includeAudio: flag(q.audio ?? f.includeAudio, props.includeAudio),
    onlyHasCaptions: flag(q.captions ?? f.onlyHasCaptions, props.onlyHasCaptions),
    pinnedMediaId: idOf(f.pinnedMediaId),
    orderBy: (CLIP_ORDERS as readonly string[]).includes(f.orderBy ?? '') ? (f.orderBy as (typeof CLIP_ORDERS)[number]) : props.orderBy,
  };
  const chosen = selectClips(clips, query);
  const size = load.count ?? props.pageSize;
  const pageNumber = onPage ? pageNumberOf(q.page) : Math.floor(load.start / size) + 1;
  const start = onPage ? (pageNumber - 1) * size : load.start;
  const href = (n: number) =>
    filterHref(path, {
      sport: sport?.global_sport_name_slug,
      category: category?.id,
      captions: query.onlyHasCaptions ? 1 : null,
      audio: query.includeAudio ? 1 : null,
      page: n,
    });
  return {
    clips: chosen.slice(start, start + size).map((c) => {
      const s = sports.find((x) => x.id === c.sport_id);
      return { ...c, sport: s ? { title: s.title, url: `/sports/${s.global_sport_name_slug}` } : null, access: clipAccess(c, staff) };
    }),
    filters: {
      sports: sports.filter((s) => !s.non_sport).map((s) => ({ value: s.global_sport_name_slug, label: s.title })),
      categories: CLIP_CATEGORIES.map((c) => ({ value: String(c.id), label: c.title })),
      selected: {
        sport: sport?.global_sport_name_slug ?? '',
        category: category ? String(category.id) : '',
        captions: query.onlyHasCaptions,
        audio: query.includeAudio,
      },
    },
    action: path,
    signInUrl: `/login?returnTo=${encodeURIComponent(href(pageNumber))}`,
    total: chosen.length,
    page: pageLinks(pageNumber, chosen.length, size, href),
  };
}

export const widget = defineWidget({
  name: 'media-library',
  label: 'All-access video and audio library',
  description: 'All-access video and audio clips with filters.',
  props: MediaLibraryPropsSchema,
  data: MediaLibraryDataSchema,
});
