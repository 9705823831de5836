import { pageNotFoundMessage } from '#schemas/constants.ts';
import { GameSchema } from '#schemas/entities/game.ts';
import { isListedGame } from '#schemas/game-rules.ts';
import { BoxScoreSchema } from '#schemas/stats.ts';
import { gameCenterDataOf } from './game-center.schema.ts';
import { teamNameOf } from '#schemas/entities/site.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import { isFollowable, liveOf } from '#src/server/live/live-store.server.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';
import { legacySiteSettings } from '../shared/schedule-games.server.ts';

/**
 * spec 2.1 game center (issue 8): before the game a countdown and how to watch, listen and buy tickets; during it
 * the live stats, updated by the page's event stream; after it the final and its links. The game's sport becomes
 * the current sport (spec 2.3). An unknown game, or one a schedule would not list, is a 404.
 */
export const resolveGameCenter: LegacyWidgetResolver<'game-center'> = (_props, ctx) => {
  const raw = ctx.store.get(ctx.tenant, 'games', Number(ctx.page.params.gameId));
  const parsed = raw ? GameSchema.safeParse(raw) : null;
  const game = parsed?.success ? parsed.data : null;
  const sport = game ? ctx.sports.find((s) => s.id === game.sport_id && !s.non_sport) : undefined;
  if (!game || !sport || !isListedGame(game)) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  ctx.sport = sport;
  const site = legacySiteSettings(ctx.store, ctx.tenant);
  const schoolName = teamNameOf(site.athleticsName);
  const versus = game.location_indicator === 'A' ? 'at' : 'vs';
  ctx.page.title = `${sport.title} ${versus} ${game.opponent.title} - Game Center`;
  ctx.page.meta = { description: `${schoolName} ${sport.title} ${versus} ${game.opponent.title}: live score, stats and how to watch.` };
  const live = isFollowable(game, sport.global_sport_shortname) ? liveOf(ctx.store, ctx.tenant, game, sport.global_sport_shortname, schoolName) : null;
  const box = BoxScoreSchema.safeParse(ctx.store.get(ctx.tenant, 'box_scores', game.id));
  return gameCenterDataOf({ game, sport, schoolName, logo: site.logo, live, now: ctx.now, box: box.success ? box.data : null });
};
