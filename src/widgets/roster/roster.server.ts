import { rosterPrintUrl, rosterUrl } from '../shared/urls.ts';
import { toRosterCoach, toRosterRow } from './roster.schema.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';
import { newestSeasonWithPlayers, rosterSeasons, seasonCoaches, seasonPlayers } from '../shared/roster-store.server.ts';

/**
 * spec 2.1 roster list and print: the season from the route (absent: the newest season with players), all its
 * players in jersey order, and its coaches when the roster settings list them. A season without a roster is
 * an empty roster, not an error.
 */
export const resolveRoster: LegacyWidgetResolver<'roster'> = (props, ctx) => {
  const sport = ctx.sport;
  if (!sport) throw new Error('The roster needs a sport page');
  const slug = sport.global_sport_name_slug;
  const seasons = rosterSeasons(ctx, sport.id);
  const season = ctx.page.params.season ?? newestSeasonWithPlayers(ctx, sport.id, seasons) ?? seasons[0] ?? null;
  const players = season === null ? [] : seasonPlayers(ctx, sport.id, season);
  const coaches = season === null || !props.showCoaches ? [] : seasonCoaches(ctx, sport.id, season);
  const seasonUrl = props.variant === 'print' ? rosterPrintUrl : rosterUrl;
  return {
    sport: { id: sport.id, title: sport.title, slug },
    season,
    seasons: seasons.map((title) => ({ title, url: seasonUrl(slug, title) })),
    players: players.map((player) => toRosterRow(player, slug)),
    coaches: coaches.map((coach) => toRosterCoach(coach, slug)),
    rosterUrl: rosterUrl(slug, season),
    printUrl: rosterPrintUrl(slug, season),
  };
};
