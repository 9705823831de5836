import * as z from 'zod/mini';
import { MediaClipSchema } from '#schemas/entities/media-clip.ts';
import { mediaLibraryData } from './media-library.schema.ts';
import type { WidgetResolver } from '../shared/context.server.ts';

/**
 * The all-access media library: video and audio clips filtered by sport, category, captions and audio, the pinned
 * one first; the media flags decide for each what a visitor gets (spec 3). Filters come from the page's plain form
 * (?sport=&category=&captions=&audio=&page=) or the spec 7 component load.
 */
export const resolveMediaLibrary: WidgetResolver<'media-library'> = async (props, ctx) => {
  const clips = await ctx.store.memo(ctx.tenant, `media-clips:${ctx.staff}`, async () =>
    z
      .array(MediaClipSchema)
      .parse((await ctx.store.documents.list(ctx.tenant, 'media_clips', { publishedOnly: !ctx.staff, count: 5000 })).items),
  );
  return {
    data: mediaLibraryData({
      clips,
      sports: ctx.sports,
      sport: ctx.sport,
      props,
      staff: ctx.staff,
      path: ctx.page.path,
      pageQuery: ctx.page.query,
      onPage: ctx.page.name !== null,
      load: { filters: ctx.query.filters, start: ctx.query.start, count: ctx.query.count },
    }),
  };
};
