import { pageNotFoundMessage } from '#schemas/constants.ts';
import type { Game } from '#schemas/entities/game.ts';
import { isComplete, PLAIN_FINAL_DISPLAY, recordOf } from '#schemas/game-rules.ts';
import { RESULT_TYPES, matchesType, resultsPrintUrl, resultsUrl, type ResultRow, type ResultType } from './results.schema.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import { legacyCurrentSeason, legacyScheduleSeasons, legacySeasonGames } from '../shared/schedule-games.server.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';

function rowOf(game: Game): ResultRow {
  const result = game.result;
  const display = game.game_state_display;
  return {
    id: game.id, date: game.date, opponent: game.opponent.title, versus: game.location_indicator === 'A' ? 'at' : 'vs',
    location: game.location, conference: game.is_conference, status: result?.status ?? 'N',
    score: [result?.team_score, result?.opponent_score].filter((s) => s != null).join('-'),
    note: [display && display !== PLAIN_FINAL_DISPLAY ? display : null, game.tournament].filter(Boolean).join(' · ') || null,
    links: [result?.boxscore ? { title: 'Box Score', url: result.boxscore } : null, result?.recap ? { title: 'Recap', url: result.recap } : null].filter((l) => l !== null),
  };
}

/**
 * spec 2.1 results and results print: the completed games of a season with scores and W/L/T, and the record
 * (every number recomputed from the stored games, as the schedule's is). Print lists one `type` of game.
 */
export const resolveResults: LegacyWidgetResolver<'results'> = (props, ctx) => {
  const sport = ctx.sport;
  if (!sport) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  const seasons = legacyScheduleSeasons(ctx.store, ctx.tenant, sport.id);
  const requested = props.variant === 'print' ? (ctx.page.params.season ?? null) : (ctx.page.query.season ?? null);
  if (requested !== null && !seasons.includes(requested)) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  const type = (props.variant === 'print' ? RESULT_TYPES.find((t) => t === ctx.page.params.type) : 'all') as ResultType | undefined;
  if (!type) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  const season = requested ?? legacyCurrentSeason(ctx.store, ctx.tenant, sport.id, seasons, ctx.now);
  const games = season ? legacySeasonGames(ctx.store, ctx.tenant, sport.id, season).filter((g) => isComplete(g) && g.result !== null) : [];
  const slug = sport.global_sport_name_slug;
  ctx.page.title = `${sport.title} Results${season ? ` ${season}` : ''}`;
  return {
    sport: { title: sport.title, slug },
    season,
    type,
    seasons: seasons.toReversed().map((title) => ({ title, url: resultsUrl(slug, title) })),
    record: recordOf(games),
    results: games.filter((g) => matchesType(g, type)).map(rowOf),
    printUrl: season ? resultsPrintUrl(slug, season, 'all') : null,
  };
};
