import { pageNotFoundMessage } from '#schemas/constants.ts';
import { isComplete } from '#schemas/game-rules.ts';
import { BoxScoreSchema } from '#schemas/stats.ts';
import { boxscoreDataOf, opponentSlugOf } from './boxscore.schema.ts';
import { boxPlayerIds, playerBios } from '../shared/box-players.ts';
import { publishedPlayers } from '../shared/box-players.server.ts';
import { teamNameOf } from '#schemas/entities/site.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import type { WidgetResolver } from '../shared/context.server.ts';
import { parseGames } from '../shared/schedule-games.server.ts';

/**
 * spec 2.1 box score: `/sports/{g}/stats/{season}/{opp}/boxscore/{gameId}`. The id decides: the game must be
 * complete and have a stored box score, else 404; a sport, season or opponent in the path that is not the game's
 * answers 301 to the game's own address. The page is named after the game and described by its final score.
 */
export const resolveBoxscore: WidgetResolver<'boxscore'> = async (_props, ctx) => {
  const notFound = () => new HttpError(404, pageNotFoundMessage(ctx.page.path));
  const game = await ctx.store.games.get(ctx.tenant, Number(ctx.page.params.gameId));
  const sport = game ? ctx.sports.find((s) => s.id === game.sport_id && !s.non_sport) : undefined;
  if (!game || !sport || !isComplete(game) || !game.result) throw notFound();
  const box = BoxScoreSchema.safeParse(await ctx.store.documents.get(ctx.tenant, 'box_scores', game.id));
  if (!box.success) throw notFound();
  const [games, players, site] = await Promise.all([
    ctx.store.memo(ctx.tenant, `all-games:${sport.id}`, async () =>
      parseGames((await ctx.store.documents.list(ctx.tenant, 'games', { sportId: sport.id, order: 'asc' })).items),
    ),
    publishedPlayers(ctx.store, ctx.tenant, boxPlayerIds([box.data])),
    ctx.store.settings.site(ctx.tenant),
  ]);
  const school = teamNameOf(site.athleticsName);
  const versus = game.location_indicator === 'A' ? 'at' : 'vs';
  return {
    data: boxscoreDataOf({
      game,
      sport,
      box: box.data,
      school: { name: school, logo: site.logo },
      games,
      bios: playerBios(sport.global_sport_name_slug, players),
    }),
    page: {
      title: `${sport.title} ${versus} ${game.opponent.title} box score`,
      canonical: { globalSportNameSlug: sport.global_sport_name_slug, season: game.season, oppSlug: opponentSlugOf(game.opponent.title) },
      meta: {
        description: `${school} ${sport.title} ${game.result.team_score}, ${game.opponent.title} ${game.result.opponent_score}: box score and stats.`,
      },
    },
  };
};
