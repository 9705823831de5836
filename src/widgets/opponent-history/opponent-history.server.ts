import { pageNotFoundMessage } from '#schemas/constants.ts';
import { meetingsOf, opponentRows } from './opponent-history.schema.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import { parseGames } from '../shared/schedule-games.server.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';

/**
 * spec 2.1 opponent history (list and page), computed from every stored game of the sport, so it always agrees
 * with the schedules and results. Only for sports whose displayOpponentHistory is set (spec 3); else a 404.
 */
export const resolveOpponentHistory: LegacyWidgetResolver<'opponent-history'> = (_props, ctx) => {
  const sport = ctx.sport;
  if (!sport?.displayOpponentHistory) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  const games = ctx.store.cached(ctx.tenant, `all-games:${sport.id}`, () => parseGames(ctx.store.list(ctx.tenant, 'games', { sportId: sport.id, order: 'asc' }).items));
  const slug = sport.global_sport_name_slug;
  const opponents = opponentRows(games, slug);
  const requested = ctx.page.params.opponentId;
  const row = requested ? opponents.find((o) => String(o.id) === requested) : undefined;
  if (requested && !row) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  ctx.page.title = row ? `${sport.title} vs. ${row.name}` : `${sport.title} Opponent History`;
  return {
    sport: { title: sport.title, slug },
    opponents: row ? [] : opponents,
    opponent: row ? { row, meetings: meetingsOf(games, row.id) } : null,
  };
};
