// A game as a card (spec 2.4): manual pages' game blocks and the concurrent GameDay page show games alike.
import * as z from 'zod/mini';
import type { Game } from '#schemas/entities/game.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { gameTimeLabel, isListedGame } from '#schemas/game-rules.ts';

export const GameCardSchema = z.object({
  id: z.number(),
  date: z.string(),
  time: z.string(),
  sport: z.string(),
  versus: z.enum(['vs', 'at']),
  opponent: z.string(),
  location: z.string(),
  url: z.string(),
  result: z.nullable(z.string()),
});
export type GameCard = z.infer<typeof GameCardSchema>;

/** A game as a card: it links to its game center when it has one, else to its sport's schedule. */
export function gameCardOf(game: Game, sport: Sport): GameCard {
  const r = game.result;
  return {
    id: game.id,
    date: game.date,
    time: gameTimeLabel(game),
    sport: sport.title,
    versus: game.location_indicator === 'A' ? 'at' : 'vs',
    opponent: game.opponent.title,
    location: game.location,
    url: game.game_center_enabled ? `/game-center/${game.id}` : `/sports/${sport.global_sport_name_slug}/schedule/${game.season}`,
    result:
      r?.team_score != null && r.opponent_score != null && r.status !== 'N' ? `${r.status} ${r.team_score}-${r.opponent_score}` : null,
  };
}

/** The listed games (spec 4) of a known sport as cards, in the order given. */
export function listedGameCards(games: readonly Game[], sports: readonly Sport[]): GameCard[] {
  return games.flatMap((game) => {
    const sport = sports.find((s) => s.id === game.sport_id);
    return sport && isListedGame(game) ? [gameCardOf(game, sport)] : [];
  });
}
