// Stored games by id, for manual pages' game blocks and the concurrent GameDay page.
import { GameSchema, type Game } from '#schemas/entities/game.ts';
import type { Store } from '#src/server/store/store.server.ts';

/** The published games of these ids that read as games, in the order asked (ids without one are skipped). */
export async function storedGames(store: Store, tenant: string, ids: readonly number[]): Promise<Game[]> {
  const found = await Promise.all(ids.map(async (id) => GameSchema.safeParse(await store.documents.get(tenant, 'games', id))));
  return found.flatMap((parsed) => (parsed.success ? [parsed.data] : []));
}
