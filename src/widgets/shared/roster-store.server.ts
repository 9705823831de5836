import { RosterPlayerSchema, StaffMemberSchema, type RosterPlayer, type StaffMember } from '#schemas/entities/roster.ts';
import type { WidgetContext } from './context.server.ts';

/** Rosters are read whole (sorting happens in the browser); this caps one season's read. */
export const ROSTER_MAX_PLAYERS = 500;

type StoreContext = Pick<WidgetContext, 'store' | 'tenant' | 'staff'>;

/** Rows that fail the entity schema are logged and left out: one bad row never empties a roster. */
function parseRows<T>(
  items: readonly unknown[],
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  what: string,
): T[] {
  return items.flatMap((item) => {
    const parsed = schema.safeParse(item);
    if (parsed.success) return [parsed.data];
    console.error(`Error parsing ${what} ${(item as { id?: unknown } | null)?.id}`);
    return [];
  });
}

/** The sport's roster seasons, newest first. */
export async function rosterSeasons(ctx: StoreContext, sportId: number): Promise<string[]> {
  return (await ctx.store.documents.seasons(ctx.tenant, 'roster', sportId)).toReversed();
}

/** The newest season that has players this visitor may see (staff also see unpublished ones). */
export async function newestSeasonWithPlayers(ctx: StoreContext, sportId: number, seasons: readonly string[]): Promise<string | null> {
  for (const season of seasons) {
    const { total } = await ctx.store.documents.list(ctx.tenant, 'roster', { sportId, season, publishedOnly: !ctx.staff, count: 1 });
    if (total > 0) return season;
  }
  return null;
}

/** One season's players this visitor may see, in stored order (the mappers put them in jersey order). */
export async function seasonPlayers(ctx: StoreContext, sportId: number, season: string): Promise<RosterPlayer[]> {
  const { items } = await ctx.store.documents.list(ctx.tenant, 'roster', {
    sportId,
    season,
    publishedOnly: !ctx.staff,
    order: 'asc',
    count: ROSTER_MAX_PLAYERS,
  });
  return parseRows(items, RosterPlayerSchema, 'roster player');
}

/** One season's staff this visitor may see (the roster's mapper keeps the coaches, head coach first). */
export async function seasonStaff(ctx: StoreContext, sportId: number, season: string): Promise<StaffMember[]> {
  const { items } = await ctx.store.documents.list(ctx.tenant, 'staff', { sportId, season, publishedOnly: !ctx.staff, order: 'asc' });
  return parseRows(items, StaffMemberSchema, 'staff member');
}
