import { gameTimeLabel, isListedGame } from '#schemas/game-rules.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';
import { parseGames } from '../shared/schedule-games.server.ts';
import type { TicketsData } from './tickets.schema.ts';

/** How far ahead the tickets page looks for each sport's next home game. */
const TICKET_HORIZON_GAMES = 1000;

/**
 * spec 2.1 tickets: the ticket office, then every sport that sells tickets (spec 3 Sport `tickets`) with its next
 * home game and that game's own ticket link when it has one.
 */
export const resolveTickets: LegacyWidgetResolver<'tickets'> = (_props, ctx) => {
  const office = ctx.sports.find((s) => s.non_sport && s.tickets)?.tickets ?? null;
  const upcoming = parseGames(ctx.store.list(ctx.tenant, 'games', { after: ctx.now.toISOString(), order: 'asc', count: TICKET_HORIZON_GAMES }).items)
    .filter((g) => g.location_indicator === 'H' && isListedGame(g) && !g.result?.status);
  const sports: TicketsData['sports'] = ctx.sports.filter((s) => !s.non_sport && s.tickets).map((s) => {
    const next = upcoming.find((g) => g.sport_id === s.id);
    return {
      title: s.title, url: `/sports/${s.global_sport_name_slug}/schedule`, tickets: s.tickets ?? '',
      nextHome: next ? { date: next.date, time: gameTimeLabel(next), opponent: next.opponent.title, location: next.location, tickets: next.ticket_link ?? next.media.tickets ?? s.tickets ?? '' } : null,
    };
  });
  return { office, sports };
};
