// The published roster entries of box score players, read through the async store.
import { RosterPlayerSchema, type RosterPlayer } from '#schemas/entities/roster.ts';
import type { Store } from '#src/server/store/store.server.ts';

/** The published players of these ids that read as roster entries (the others have no bio to link to). */
export async function publishedPlayers(store: Store, tenant: string, ids: readonly number[]): Promise<RosterPlayer[]> {
  const found = await Promise.all(ids.map(async (id) => RosterPlayerSchema.safeParse(await store.documents.get(tenant, 'roster', id))));
  return found.flatMap((parsed) => (parsed.success ? [parsed.data] : []));
}
