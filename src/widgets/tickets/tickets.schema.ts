import * as z from 'zod/mini';
import type { Game } from '#schemas/entities/game.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { gameTimeLabel, isListedGame } from '#schemas/game-rules.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const TicketsPropsSchema = z.object({});
export type TicketsProps = z.infer<typeof TicketsPropsSchema>;

export const TicketsDataSchema = z.object({
  /** The athletics ticket office (the general, non-sport entry's tickets link). */
  office: z.nullable(z.string()),
  sports: z.array(
    z.object({
      title: z.string(),
      url: z.string(),
      tickets: z.string(),
      nextHome: z.nullable(
        z.object({ date: z.string(), time: z.string(), opponent: z.string(), location: z.string(), tickets: z.string() }),
      ),
    }),
  ),
});
export type TicketsData = z.infer<typeof TicketsDataSchema>;

/**
 * spec 2.1 tickets: the ticket office, then every sport that sells tickets (spec 3 Sport `tickets`) with its next
 * home game from `now` among `games` (listed, no result yet) and that game's own ticket link when it has one.
 */
export function ticketsData({ sports, games, now }: { sports: readonly Sport[]; games: readonly Game[]; now: Date }): TicketsData {
  const upcoming = games
    .filter((g) => Date.parse(g.date_utc) >= now.getTime() && g.location_indicator === 'H' && isListedGame(g) && !g.result?.status)
    .toSorted((a, b) => (a.date_utc < b.date_utc ? -1 : a.date_utc > b.date_utc ? 1 : a.id - b.id));
  return {
    office: sports.find((s) => s.non_sport && s.tickets)?.tickets ?? null,
    sports: sports
      .filter((s) => !s.non_sport && s.tickets)
      .map((s) => {
        const next = upcoming.find((g) => g.sport_id === s.id);
        return {
          title: s.title,
          url: `/sports/${s.global_sport_name_slug}/schedule`,
          tickets: s.tickets ?? '',
          nextHome: next
            ? {
                date: next.date,
                time: gameTimeLabel(next),
                opponent: next.opponent.title,
                location: next.location,
                tickets: next.ticket_link ?? next.media.tickets ?? s.tickets ?? '',
              }
            : null,
        };
      }),
  };
}

export const widget = defineWidget({
  name: 'tickets',
  label: 'Tickets by sport',
  description: 'Ticket links by sport.',
  props: TicketsPropsSchema,
  data: TicketsDataSchema,
});
