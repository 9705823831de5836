import { pageNotFoundMessage } from '#schemas/constants.ts';
import { opponentHistoryData } from './opponent-history.schema.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import { parseGames } from '../shared/schedule-games.server.ts';
import { slugOf } from '../shared/urls.ts';
import type { WidgetResolver } from '../shared/context.server.ts';

/**
 * spec 2.1 opponent history (list and page), from every stored game of the sport. Only for sports whose
 * displayOpponentHistory is set (spec 3), and opponents the sport has met; else a 404. The opponent's id decides: a
 * name slug that is not the opponent's answers 301 to its own address.
 */
export const resolveOpponentHistory: WidgetResolver<'opponent-history'> = async (_props, ctx) => {
  const sport = ctx.sport;
  if (!sport?.displayOpponentHistory) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  const games = await ctx.store.memo(ctx.tenant, `all-games:${sport.id}`, async () =>
    parseGames((await ctx.store.documents.list(ctx.tenant, 'games', { sportId: sport.id, order: 'asc' })).items),
  );
  const data = opponentHistoryData({ sport, games, opponentId: ctx.page.params.opponentId });
  if (!data) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  if (!data.opponent) return { data, page: { title: `${sport.title} Opponent History` } };
  return {
    data,
    page: { title: `${sport.title} vs. ${data.opponent.row.name}`, canonical: { opponentSlug: slugOf(data.opponent.row.name) } },
  };
};
