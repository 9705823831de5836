import * as z from 'zod/mini';
import { CLIP_CATEGORIES, MediaClipSchema } from '#schemas/entities/media-clip.ts';
import { filterHref, pageLinks, pageNumberOf } from '../shared/paging.ts';
import { CLIP_ORDERS, clipAccess, selectClips } from './media-library.schema.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';

const flag = (value: string | undefined, fallback: boolean) => (value === '1' || value === 'true' ? true : value === '0' || value === 'false' ? false : fallback);
const id = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * The all-access media library (issue 10, part 3): video and audio clips filtered by sport, category, captions
 * and audio, the pinned one first; the media flags decide for each what a visitor gets (spec 3). Filters come
 * from the page's plain form (?sport=&category=&captions=&audio=&page=) or the spec 7 component load.
 */
export const resolveMediaLibrary: LegacyWidgetResolver<'media-library'> = (props, ctx) => {
  const q = ctx.page.query;
  const f = ctx.query.filters;
  const sport = ctx.sports.find((s) => !s.non_sport && (s.global_sport_name_slug === q.sport || (ctx.sport && s.id === ctx.sport.id)));
  const category = CLIP_CATEGORIES.find((c) => String(c.id) === (q.category ?? f.categoryId));
  const query = {
    sportId: sport?.id ?? null,
    categoryId: category?.id ?? null,
    includeAudio: flag(q.audio ?? f.includeAudio, props.includeAudio),
    onlyHasCaptions: flag(q.captions ?? f.onlyHasCaptions, props.onlyHasCaptions),
    pinnedMediaId: id(f.pinnedMediaId),
    orderBy: (CLIP_ORDERS as readonly string[]).includes(f.orderBy ?? '') ? (f.orderBy as (typeof CLIP_ORDERS)[number]) : props.orderBy,
  };
  const all = ctx.store.cached(ctx.tenant, `media-clips:${ctx.staff}`, () => z.array(MediaClipSchema).parse(ctx.store.list(ctx.tenant, 'media_clips', { publishedOnly: !ctx.staff, count: 5000 }).items));
  const chosen = selectClips(all, query);
  // A component load pages by start/count; the page by ?page=.
  const size = ctx.query.count ?? props.pageSize;
  const pageNumber = ctx.page.name ? pageNumberOf(q.page) : Math.floor(ctx.query.start / size) + 1;
  const start = ctx.page.name ? (pageNumber - 1) * size : ctx.query.start;
  const href = (n: number) => filterHref(ctx.page.path, { sport: sport?.global_sport_name_slug, category: category?.id, captions: query.onlyHasCaptions ? 1 : null, audio: query.includeAudio ? 1 : null, page: n });
  return {
    clips: chosen.slice(start, start + size).map((c) => {
      const s = ctx.sports.find((x) => x.id === c.sport_id);
      return { ...c, sport: s ? { title: s.title, url: `/sports/${s.global_sport_name_slug}` } : null, access: clipAccess(c, ctx.staff) };
    }),
    filters: {
      sports: ctx.sports.filter((s) => !s.non_sport).map((s) => ({ value: s.global_sport_name_slug, label: s.title })),
      categories: CLIP_CATEGORIES.map((c) => ({ value: String(c.id), label: c.title })),
      selected: { sport: sport?.global_sport_name_slug ?? '', category: category ? String(category.id) : '', captions: query.onlyHasCaptions, audio: query.includeAudio },
    },
    action: ctx.page.path,
    signInUrl: `/login?returnTo=${encodeURIComponent(href(pageNumber))}`,
    total: chosen.length,
    page: pageLinks(pageNumber, chosen.length, size, href),
  };
};
