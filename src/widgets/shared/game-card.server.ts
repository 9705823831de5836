// A stored game as a card, shared by manual pages' game blocks and the concurrent GameDay page.
import { GameSchema } from '#schemas/entities/game.ts';
import { isListedGame } from '#schemas/game-rules.ts';
import type { WidgetContext } from './context.server.ts';
import { gameCardOf, type GameCard } from './game-card.ts';

export function gameCard(ctx: WidgetContext, id: number): GameCard | null {
  const parsed = GameSchema.safeParse(ctx.store.get(ctx.tenant, 'games', id));
  const game = parsed.success ? parsed.data : null;
  const sport = game ? ctx.sports.find((s) => s.id === game.sport_id) : undefined;
  return game && sport && isListedGame(game) ? gameCardOf(game, sport) : null;
}
