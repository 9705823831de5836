import { pageNotFoundMessage } from '#schemas/constants.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import type { WidgetResolver } from '../shared/context.server.ts';
import { storedGames } from '../shared/game-card.server.ts';
import { concurrentIds, gamedayGamesData } from './gameday-games.schema.ts';

/**
 * spec 2.4/4 `/gameday/concurrent.aspx?ids=…` (where several concurrent GameDay takeovers send visitors): the
 * games side by side. Ids that name no game are skipped; none at all is a 404.
 */
export const resolveGamedayGames: WidgetResolver<'gameday-games'> = async (_props, ctx) => {
  const games = await storedGames(ctx.store, ctx.tenant, concurrentIds(ctx.page.query.ids));
  const data = gamedayGamesData({ sports: ctx.sports, games });
  if (data.games.length === 0) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  return { data };
};
