import { pageNotFoundMessage } from '#schemas/constants.ts';
import { isListedGame } from '#schemas/game-rules.ts';
import { isFollowable } from '#schemas/live.ts';
import { BoxScoreSchema } from '#schemas/stats.ts';
import { followedLive, gameCenterDataOf } from './game-center.schema.ts';
import { teamNameOf } from '#schemas/entities/site.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import type { WidgetResolver } from '../shared/context.server.ts';

/**
 * spec 2.1 game center: before the game a countdown and how to watch, listen and buy tickets; during it the live
 * stats, updated by the page's event stream; after it the final and its links. The game's sport becomes the
 * current sport (spec 2.3). An unknown game, or one a schedule would not list, is a 404.
 */
export const resolveGameCenter: WidgetResolver<'game-center'> = async (_props, ctx) => {
  const game = await ctx.store.games.get(ctx.tenant, Number(ctx.page.params.gameId));
  const sport = game ? ctx.sports.find((s) => s.id === game.sport_id && !s.non_sport) : undefined;
  if (!game || !sport || !isListedGame(game)) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  const [site, stored, box] = await Promise.all([
    ctx.store.settings.site(ctx.tenant),
    isFollowable(game, sport.global_sport_shortname) ? ctx.store.liveGames.get(ctx.tenant, game.id) : null,
    ctx.store.documents.get(ctx.tenant, 'box_scores', game.id).then((body) => BoxScoreSchema.safeParse(body)),
  ]);
  const schoolName = teamNameOf(site.athleticsName);
  const versus = game.location_indicator === 'A' ? 'at' : 'vs';
  return {
    data: gameCenterDataOf({
      game,
      sport,
      schoolName,
      logo: site.logo,
      live: followedLive(game, sport, stored, schoolName),
      now: ctx.now,
      box: box.success ? box.data : null,
    }),
    page: {
      sport,
      title: `${sport.title} ${versus} ${game.opponent.title} - Game Center`,
      meta: { description: `${schoolName} ${sport.title} ${versus} ${game.opponent.title}: live score, stats and how to watch.` },
    },
  };
};
