import { pageNotFoundMessage } from '#schemas/constants.ts';
import { GameSchema } from '#schemas/entities/game.ts';
import { RosterPlayerSchema } from '#schemas/entities/roster.ts';
import { isComplete } from '#schemas/game-rules.ts';
import { BoxScoreSchema } from '#schemas/stats.ts';
import { boxscoreDataOf, opponentSlugOf } from './boxscore.schema.ts';
import { playerBioUrl } from '../shared/urls.ts';
import { teamNameOf } from '#schemas/entities/site.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';
import { parseGames, legacySiteSettings } from '../shared/schedule-games.server.ts';

/**
 * spec 2.1 box score (issue 8): `/sports/{g}/stats/{season}/{opp}/boxscore/{gameId}`. The game must be this
 * sport's, this season's, against this opponent, complete, and have a stored box score: anything else is a 404.
 */
export const resolveBoxscore: LegacyWidgetResolver<'boxscore'> = (_props, ctx) => {
  const { season, oppSlug, gameId } = ctx.page.params;
  const notFound = () => new HttpError(404, pageNotFoundMessage(ctx.page.path));
  const parsed = GameSchema.safeParse(ctx.store.get(ctx.tenant, 'games', Number(gameId)));
  const game = parsed.success ? parsed.data : null;
  const sport = ctx.sport;
  if (!game || !sport || game.sport_id !== sport.id || game.season !== season || opponentSlugOf(game.opponent.title) !== oppSlug || !isComplete(game) || !game.result) throw notFound();
  const box = BoxScoreSchema.safeParse(ctx.store.get(ctx.tenant, 'box_scores', game.id));
  if (!box.success) throw notFound();
  const games = ctx.store.cached(ctx.tenant, `all-games:${sport.id}`, () => parseGames(ctx.store.list(ctx.tenant, 'games', { sportId: sport.id, order: 'asc' }).items));
  const bios: Record<string, string> = {};
  for (const line of [...Object.values(box.data.school.tables).flat()]) {
    if (line.player_id === null || bios[line.player_id]) continue;
    const player = RosterPlayerSchema.safeParse(ctx.store.get(ctx.tenant, 'roster', line.player_id));
    if (player.success) bios[line.player_id] = playerBioUrl(sport.global_sport_name_slug, player.data);
  }
  const site = legacySiteSettings(ctx.store, ctx.tenant);
  const school = teamNameOf(site.athleticsName);
  const versus = game.location_indicator === 'A' ? 'at' : 'vs';
  ctx.page.title = `${sport.title} ${versus} ${game.opponent.title} box score`;
  ctx.page.meta = { description: `${school} ${sport.title} ${game.result.team_score}, ${game.opponent.title} ${game.result.opponent_score}: box score and stats.` };
  return boxscoreDataOf({ game, sport, box: box.data, school: { name: school, logo: site.logo }, games, bios });
};
