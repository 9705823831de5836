import type { Game } from '#schemas/entities/game.ts';
import type { ScoreboardGame } from './scoreboard.schema.ts';
import { isListedGame } from '#schemas/game-rules.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';
import { parseGames } from '../shared/schedule-games.server.ts';

export const resolveScoreboard: LegacyWidgetResolver<'scoreboard'> = (props, ctx) => {
  const sport = props.sportScoped && ctx.sport && !ctx.sport.non_sport ? ctx.sport : null;
  const now = ctx.now.toISOString();
  const upcoming = props.mode === 'upcoming';
  const sportsById = new Map(ctx.sports.map((s) => [s.id, s]));
  const games: ScoreboardGame[] = [];
  // Read a page at a time: dropped games (spec 4) and games without results must not shorten the list.
  // Most stored games are listed: read a little more than needed per page, not a fixed large page.
  const pageSize = Math.max(props.count * 2, 10);
  for (let start = 0; games.length < props.count; start += pageSize) {
    const { items } = ctx.store.list(ctx.tenant, 'games', {
      sportId: sport?.id ?? null,
      ...(upcoming ? { after: now, order: 'asc' } : { before: now, order: 'desc' }),
      start,
      count: pageSize,
    });
    if (items.length === 0) break;
    for (const game of parseGames(items)) {
      if (!isListedGame(game) || (!upcoming && game.result === null)) continue;
      const gameSport = sportsById.get(game.sport_id);
      if (!gameSport) continue;
      games.push(toScoreboardGame(game, gameSport));
      if (games.length === props.count) break;
    }
  }
  return { games, scheduleUrl: sport ? `/sports/${sport.global_sport_name_slug}/schedule` : null };
};

function toScoreboardGame(game: Game, sport: { id: number; title: string; global_sport_name_slug: string }): ScoreboardGame {
  const links = [
    game.result?.boxscore ? { title: 'Box Score', url: game.result.boxscore } : null,
    game.result?.recap ? { title: 'Recap', url: game.result.recap } : null,
    game.media.tickets ? { title: 'Tickets', url: game.media.tickets } : null,
    game.media.video ? { title: 'Watch', url: game.media.video } : null,
    game.media.audio ? { title: 'Listen', url: game.media.audio } : null,
    game.media.stats ? { title: 'Live Stats', url: game.media.stats } : null,
  ].filter((link) => link !== null);
  return {
    id: game.id,
    date: game.date,
    time: game.time,
    tbd: game.tbd,
    is_all_day: game.is_all_day,
    location_indicator: game.location_indicator,
    location: game.location,
    opponent: { title: game.opponent.title, image: game.opponent.image },
    sport: { id: sport.id, title: sport.title, slug: sport.global_sport_name_slug },
    result: game.result
      ? { status: game.result.status, team_score: game.result.team_score, opponent_score: game.result.opponent_score }
      : null,
    game_state: game.game_state,
    tournament: game.tournament,
    links,
  };
}
