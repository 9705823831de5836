import { rosterData } from './roster.schema.ts';
import type { WidgetResolver } from '../shared/context.server.ts';
import { newestSeasonWithPlayers, rosterSeasons, seasonPlayers, seasonStaff } from '../shared/roster-store.server.ts';

/**
 * spec 2.1 roster list and print: the season from the route (absent: the newest season with players), all its
 * players in jersey order, and its coaches when the roster settings list them. A season without a roster is
 * an empty roster, not an error.
 */
export const resolveRoster: WidgetResolver<'roster'> = async (props, ctx) => {
  const sport = ctx.sport;
  if (!sport) throw new Error('The roster needs a sport page');
  const seasons = await rosterSeasons(ctx, sport.id);
  const season = ctx.page.params.season ?? (await newestSeasonWithPlayers(ctx, sport.id, seasons)) ?? seasons[0] ?? null;
  const [players, staff] = await Promise.all([
    season === null ? [] : seasonPlayers(ctx, sport.id, season),
    season === null || !props.showCoaches ? [] : seasonStaff(ctx, sport.id, season),
  ]);
  return { data: rosterData({ sport, season, seasons, players, staff, print: props.variant === 'print' }) };
};
