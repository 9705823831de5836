// The store side of the schedule, shared by the schedule widget and its iCalendar feed.
import { GameSchema, type Game } from '#schemas/entities/game.ts';
import { isListedGame } from '#schemas/game-rules.ts';
import type { Store } from '#src/server/store/store.server.ts';

/** A season "is current" from this long before its first game (a fall schedule shows before kick-off). */
export const SEASON_LOOKAHEAD_DAYS = 30;
const DAY_MS = 86_400_000;

/** spec 8: a game that cannot be parsed is logged "Error parsing game {id}" and skipped, never fatal. */
export function parseGames(items: readonly unknown[]): Game[] {
  const games: Game[] = [];
  for (const item of items) {
    const parsed = GameSchema.safeParse(item);
    if (parsed.success) games.push(parsed.data);
    else console.error(`Error parsing game ${(item as { id?: unknown } | null)?.id}`);
  }
  return games;
}

/** The listed games (spec 4) of one sport's season, in date order. */
export async function seasonGames(store: Store, tenant: string, sportId: number, season: string): Promise<Game[]> {
  const { items } = await store.documents.list(tenant, 'games', { sportId, season, order: 'asc' });
  return parseGames(items).filter(isListedGame);
}

/** Season titles that have games, oldest first. */
export function scheduleSeasons(store: Store, tenant: string, sportId: number): Promise<string[]> {
  return store.documents.seasons(tenant, 'games', sportId);
}

/**
 * The season a schedule shows when the URL names none: the newest season whose first game is before, or
 * within SEASON_LOOKAHEAD_DAYS of, `now`. When every season lies further ahead, the earliest; none without games.
 */
export async function currentSeason(
  store: Store,
  tenant: string,
  sportId: number,
  seasons: readonly string[],
  now: Date,
): Promise<string | null> {
  const horizon = now.getTime() + SEASON_LOOKAHEAD_DAYS * DAY_MS;
  for (const season of seasons.toReversed()) {
    const { items } = await store.documents.list(tenant, 'games', { sportId, season, order: 'asc', count: 1 });
    const first = items[0] as { date_utc?: unknown } | undefined;
    if (typeof first?.date_utc === 'string' && Date.parse(first.date_utc) <= horizon) return season;
  }
  return seasons[0] ?? null;
}
