import { pageNotFoundMessage } from '#schemas/constants.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';
import { gameCard } from '../shared/game-card.server.ts';
import { MAX_CONCURRENT_GAMES } from './gameday-games.schema.ts';

/**
 * spec 2.4/4 `/gameday/concurrent.aspx?ids=…` (where several concurrent GameDay takeovers send visitors): the
 * games side by side. Ids that name no game are skipped; none at all is a 404.
 */
export const resolveGamedayGames: LegacyWidgetResolver<'gameday-games'> = (_props, ctx) => {
  const ids = [...new Set((ctx.page.query.ids ?? '').split(',').map((s) => s.trim()).filter((s) => /^\d{1,9}$/.test(s)).map(Number))].slice(0, MAX_CONCURRENT_GAMES);
  const games = ids.map((id) => gameCard(ctx, id)).filter((g) => g !== null);
  if (games.length === 0) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  return { games };
};
