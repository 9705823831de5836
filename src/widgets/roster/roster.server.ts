import { pageNotFoundMessage } from '#schemas/constants.ts';
import { rosterData } from './roster.schema.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import type { WidgetResolver } from '../shared/context.server.ts';
import { newestSeasonWithPlayers, rosterSeasons, seasonPlayers, seasonStaff } from '../shared/roster-store.server.ts';
import { scheduleSeasons } from '../shared/schedule-games.server.ts';

/**
 * spec 2.1 roster list and print: the season from the route (absent: the newest season with players), all its
 * players in jersey order, and its coaches when the roster settings list them. A season the sport played (a
 * schedule season) without players is an empty roster ("No roster for 2019 yet."); a season that is neither a
 * roster nor a schedule season of the sport is a 404 (spec 8), as its schedule is.
 */
export const resolveRoster: WidgetResolver<'roster'> = async (props, ctx) => {
  const sport = ctx.sport;
  if (!sport) throw new Error('The roster needs a sport page');
  const seasons = await rosterSeasons(ctx, sport.id);
  const requested = ctx.page.params.season;
  if (
    requested !== undefined &&
    !seasons.includes(requested) &&
    !(await scheduleSeasons(ctx.store, ctx.tenant, sport.id)).includes(requested)
  ) {
    throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  }
  const season = ctx.page.params.season ?? (await newestSeasonWithPlayers(ctx, sport.id, seasons)) ?? seasons[0] ?? null;
  const [players, staff] = await Promise.all([
    season === null ? [] : seasonPlayers(ctx, sport.id, season),
    season === null || !props.showCoaches ? [] : seasonStaff(ctx, sport.id, season),
  ]);
  return { data: rosterData({ sport, season, seasons, players, staff, print: props.variant === 'print' }) };
};
