import { pageNotFoundMessage } from '#schemas/constants.ts';
import { ManualPageSchema, embedPath } from '#schemas/entities/manual-page.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import { sanitize } from '#src/server/sanitize.server.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';
import { gameCard } from '../shared/game-card.server.ts';
import type { ManualPageData } from './manual-page.schema.ts';

/**
 * spec 2.4 external and manual pages: the stored page of this very path (lower case, no trailing slash), its
 * blocks resolved (HTML sanitized, games from the store, videos through the same-origin embed page). No page, or
 * an unpublished one for a visitor: 404. The page's sport, if it has one, becomes the current sport.
 */
export const resolveManualPage: LegacyWidgetResolver<'manual-page'> = (_props, ctx) => {
  const parsed = ManualPageSchema.safeParse(ctx.store.bySlug(ctx.tenant, 'manual_pages', ctx.page.path.toLowerCase().replace(/(.)\/+$/, '$1'), !ctx.staff));
  if (!parsed.success) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  const page = parsed.data;
  ctx.sport = ctx.sports.find((s) => s.id === page.sport_id && !s.non_sport) ?? null;
  ctx.page.title = page.title;
  ctx.page.meta = { description: page.description, ...(page.published ? {} : { noindex: true }) };
  const blocks: ManualPageData['blocks'] = page.blocks.map((block) => {
    if (block.kind === 'html') return { kind: 'html', html: sanitize(block.html) };
    if (block.kind === 'video') return { ...block, embed: embedPath(block) };
    if (block.kind === 'games') return { kind: 'games', title: block.title, games: block.ids.map((id) => gameCard(ctx, id)).filter((g) => g !== null) };
    return { kind: 'links', title: block.title, items: block.items.filter((i) => /^(\/(?!\/)|https:\/\/)/.test(i.url)) };
  });
  return { title: page.title, description: page.description, draft: !page.published, blocks };
};
