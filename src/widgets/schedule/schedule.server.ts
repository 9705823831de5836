import { pageNotFoundMessage } from '#schemas/constants.ts';
import { scheduleDataOf } from './schedule.schema.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';
import { legacyCurrentSeason, legacyScheduleSeasons, legacySeasonGames, legacySiteSettings } from '../shared/schedule-games.server.ts';

/**
 * spec 2.1 Schedule: the season from the route (`seasonTitle`), else the current one; every listed game of it
 * (spec 4), the record, and the season list. An unknown season is the page's 404 (spec 8).
 */
export const resolveSchedule: LegacyWidgetResolver<'schedule'> = (props, ctx) => {
  const sport = ctx.sport;
  if (!sport || sport.non_sport) throw new Error('The schedule widget belongs on a sport page');
  const seasons = legacyScheduleSeasons(ctx.store, ctx.tenant, sport.id);
  const requested = ctx.page.params.seasonTitle;
  if (requested !== undefined && !seasons.includes(requested)) {
    throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  }
  const season = requested ?? legacyCurrentSeason(ctx.store, ctx.tenant, sport.id, seasons, ctx.now);
  return scheduleDataOf({
    athleticsName: legacySiteSettings(ctx.store, ctx.tenant).athleticsName,
    sport,
    season,
    seasons,
    games: season === null ? [] : legacySeasonGames(ctx.store, ctx.tenant, sport.id, season),
    variant: props.variant,
  });
};
