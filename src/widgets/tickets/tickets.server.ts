import type { WidgetResolver } from '../shared/context.server.ts';
import { parseGames } from '../shared/schedule-games.server.ts';
import { ticketsData } from './tickets.schema.ts';

/** How far ahead the tickets page looks for each sport's next home game. */
const TICKET_HORIZON_GAMES = 1000;

/** spec 2.1 tickets: each ticketed sport's next home game among the games from now on. */
export const resolveTickets: WidgetResolver<'tickets'> = async (_props, ctx) => {
  const { items } = await ctx.store.documents.list(ctx.tenant, 'games', {
    after: ctx.now.toISOString(),
    order: 'asc',
    count: TICKET_HORIZON_GAMES,
  });
  return { data: ticketsData({ sports: ctx.sports, games: parseGames(items), now: ctx.now }) };
};
