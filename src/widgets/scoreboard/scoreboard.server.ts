import type { Game } from '#schemas/entities/game.ts';
import { onScoreboard, scoreboardData } from './scoreboard.schema.ts';
import type { WidgetResolver } from '../shared/context.server.ts';
import { parseGames } from '../shared/schedule-games.server.ts';

/** spec 2.1 scoreboard: the next games from now, or the latest results, of the site or of the page's sport. */
export const resolveScoreboard: WidgetResolver<'scoreboard'> = async (props, ctx) => {
  const sport = props.sportScoped && ctx.sport && !ctx.sport.non_sport ? ctx.sport : null;
  const now = ctx.now.toISOString();
  const upcoming = props.mode === 'upcoming';
  const known = new Set(ctx.sports.map((s) => s.id));
  const games: Game[] = [];
  // Read a page at a time: dropped games (spec 4) and games without results must not shorten the list.
  // Most stored games are listed: read a little more than needed per page, not a fixed large page.
  const pageSize = Math.max(props.count * 2, 10);
  for (let start = 0; games.length < props.count; start += pageSize) {
    const { items } = await ctx.store.documents.list(ctx.tenant, 'games', {
      sportId: sport?.id ?? null,
      ...(upcoming ? { after: now, order: 'asc' } : { before: now, order: 'desc' }),
      start,
      count: pageSize,
    });
    if (items.length === 0) break;
    games.push(...parseGames(items).filter((g) => onScoreboard(g, props.mode) && known.has(g.sport_id)));
  }
  return { data: scoreboardData({ sports: ctx.sports, games, now: ctx.now, mode: props.mode, count: props.count, sport }) };
};
