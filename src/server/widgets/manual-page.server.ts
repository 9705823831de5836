import { pageNotFoundMessage } from '#schemas/constants.ts';
import { GameSchema } from '#schemas/entities/game.ts';
import { ManualPageSchema, embedPath } from '#schemas/entities/manual-page.ts';
import { isListedGame } from '#schemas/game-rules.ts';
import { MAX_CONCURRENT_GAMES, gameCardOf, type GameCard, type ManualPageData } from '#schemas/widgets/manual-page.ts';
import { HttpError } from '../api/http.server.ts';
import { sanitize } from '../sanitize.server.ts';
import type { WidgetContext, WidgetResolver } from '#src/widgets/shared/context.server.ts';

function gameCard(ctx: WidgetContext, id: number): GameCard | null {
  const parsed = GameSchema.safeParse(ctx.store.get(ctx.tenant, 'games', id));
  const game = parsed.success ? parsed.data : null;
  const sport = game ? ctx.sports.find((s) => s.id === game.sport_id) : undefined;
  return game && sport && isListedGame(game) ? gameCardOf(game, sport) : null;
}

/**
 * spec 2.4 external and manual pages: the stored page of this very path (lower case, no trailing slash), its
 * blocks resolved (HTML sanitized, games from the store, videos through the same-origin embed page). No page, or
 * an unpublished one for a visitor: 404. The page's sport, if it has one, becomes the current sport.
 */
export const resolveManualPage: WidgetResolver<'manual-page'> = (_props, ctx) => {
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

/**
 * spec 2.4/4 `/gameday/concurrent.aspx?ids=…` (where several concurrent GameDay takeovers send visitors): the
 * games side by side. Ids that name no game are skipped; none at all is a 404.
 */
export const resolveGamedayGames: WidgetResolver<'gameday-games'> = (_props, ctx) => {
  const ids = [...new Set((ctx.page.query.ids ?? '').split(',').map((s) => s.trim()).filter((s) => /^\d{1,9}$/.test(s)).map(Number))].slice(0, MAX_CONCURRENT_GAMES);
  const games = ids.map((id) => gameCard(ctx, id)).filter((g) => g !== null);
  if (games.length === 0) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  return { games };
};

const flag = (value: string | undefined, fallback: boolean) => (value === '1' || value === 'true' ? true : value === '0' || value === 'false' ? false : fallback);

/** spec 2.4 embed page: the video its query names (youtube, Archive or Id), or nothing when it names none. */
export const resolveVideoEmbed: WidgetResolver<'video-embed'> = (_props, ctx) => {
  const q = ctx.page.query;
  const valid = (v: string | undefined) => (v && /^[\w.-]{1,200}$/.test(v) ? v : null);
  const youtube = valid(q.youtube);
  const archive = valid(q.Archive);
  const endeavor = valid(q.Id);
  const provider = youtube ? 'youtube' : archive ? 'archive' : endeavor ? 'endeavor' : null;
  const id = youtube ?? archive ?? endeavor;
  return { video: provider && id ? { provider, id, autoplay: flag(q.autoplay, false), controls: flag(q.controls, true), live: flag(q.live, false) } : null };
};
