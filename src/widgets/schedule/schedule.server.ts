import { pageNotFoundMessage } from '#schemas/constants.ts';
import { scheduleDataOf } from './schedule.schema.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import type { WidgetResolver } from '../shared/context.server.ts';
import { currentSeason, scheduleSeasons, seasonGames } from '../shared/schedule-games.server.ts';

/**
 * spec 2.1 Schedule: the season from the route (`seasonTitle`), else the current one; every listed game of it
 * (spec 4), the record, and the season list. An unknown season is the page's 404 (spec 8).
 */
export const resolveSchedule: WidgetResolver<'schedule'> = async (props, ctx) => {
  const sport = ctx.sport;
  if (!sport || sport.non_sport) throw new Error('The schedule widget belongs on a sport page');
  const [seasons, site] = await Promise.all([scheduleSeasons(ctx.store, ctx.tenant, sport.id), ctx.store.settings.site(ctx.tenant)]);
  const requested = ctx.page.params.seasonTitle;
  if (requested !== undefined && !seasons.includes(requested)) {
    throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  }
  const season = requested ?? (await currentSeason(ctx.store, ctx.tenant, sport.id, seasons, ctx.now));
  const games = season === null ? [] : await seasonGames(ctx.store, ctx.tenant, sport.id, season);
  return {
    data: scheduleDataOf({ athleticsName: site.athleticsName, sport, season, seasons, games, variant: props.variant, now: ctx.now }),
  };
};
