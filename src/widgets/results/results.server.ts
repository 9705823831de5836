import { pageNotFoundMessage } from '#schemas/constants.ts';
import { RESULT_TYPES, resultsData, type ResultType } from './results.schema.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import { currentSeason, scheduleSeasons, seasonGames } from '../shared/schedule-games.server.ts';
import type { WidgetResolver } from '../shared/context.server.ts';

/**
 * spec 2.1 results (`?season=`, else the current one) and results print (`/print/{season}/{type}`); an unknown
 * season or type is a 404. The page is named after the sport and season.
 */
export const resolveResults: WidgetResolver<'results'> = async (props, ctx) => {
  const sport = ctx.sport;
  if (!sport) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  const seasons = await scheduleSeasons(ctx.store, ctx.tenant, sport.id);
  const requested = props.variant === 'print' ? (ctx.page.params.season ?? null) : (ctx.page.query.season ?? null);
  if (requested !== null && !seasons.includes(requested)) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  const type = (props.variant === 'print' ? RESULT_TYPES.find((t) => t === ctx.page.params.type) : 'all') as ResultType | undefined;
  if (!type) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  const season = requested ?? (await currentSeason(ctx.store, ctx.tenant, sport.id, seasons, ctx.now));
  const games = season ? await seasonGames(ctx.store, ctx.tenant, sport.id, season) : [];
  return {
    data: resultsData({ sport, season, seasons, games, type }),
    page: { title: `${sport.title} Results${season ? ` ${season}` : ''}` },
  };
};
