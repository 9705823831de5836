import { isComplete, isResultPending } from '#schemas/game-rules.ts';
import type { LiveStats } from '#schemas/live.ts';
import type { GameCenterData } from './game-center.schema.ts';

// Apart from the widget's schema, so that the component the browser runs carries no schema library.
export type GamePhase = 'pre' | 'live' | 'pending' | 'post' | 'off';

/**
 * Where the game stands: before, during, after, over without a final (pending, schemas/game-rules.ts gameAsOf), or
 * off (postponed or canceled). Live stats win over the document, except that a pending game is never live.
 */
export function gamePhase(
  game: Pick<GameCenterData['game'], 'game_state' | 'status' | 'game_state_display'>,
  live: LiveStats | null,
): GamePhase {
  if (live?.is_complete || isComplete(game)) return 'post';
  if (isResultPending(game)) return 'pending';
  if (live?.has_started) return 'live';
  if (game.status === 'C' || game.status === 'P' || game.game_state === 5 || game.game_state === 6) return 'off';
  return 'pre';
}
