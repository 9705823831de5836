import { pageNotFoundMessage } from '#schemas/constants.ts';
import { ManualPageSchema } from '#schemas/entities/manual-page.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import { sanitize } from '#src/server/sanitize.server.ts';
import type { WidgetResolver } from '../shared/context.server.ts';
import { storedGames } from '../shared/game-card.server.ts';
import { manualPageData, manualPageGameIds } from './manual-page.schema.ts';

/**
 * spec 2.4 external and manual pages: the stored page of this very path (lower case, no trailing slash), its
 * blocks resolved (HTML sanitized, games from the store, videos through the same-origin embed page). No page, or
 * an unpublished one for a visitor: 404. The page names itself, and its sport, if it has one, becomes the current sport.
 */
export const resolveManualPage: WidgetResolver<'manual-page'> = async (_props, ctx) => {
  const slug = ctx.page.path.toLowerCase().replace(/(.)\/+$/, '$1');
  const parsed = ManualPageSchema.safeParse(await ctx.store.documents.bySlug(ctx.tenant, 'manual_pages', slug, !ctx.staff));
  if (!parsed.success) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  const stored = parsed.data;
  const page = {
    ...stored,
    blocks: stored.blocks.map((block) => (block.kind === 'html' ? { ...block, html: sanitize(block.html) } : block)),
  };
  const games = await storedGames(ctx.store, ctx.tenant, manualPageGameIds(page));
  return {
    data: manualPageData({ page, sports: ctx.sports, games }),
    page: {
      sport: ctx.sports.find((s) => s.id === page.sport_id && !s.non_sport) ?? null,
      title: page.title,
      meta: { description: page.description, ...(page.published ? {} : { noindex: true }) },
    },
  };
};
