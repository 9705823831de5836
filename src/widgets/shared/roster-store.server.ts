import { RosterPlayerSchema, StaffMemberSchema, type RosterPlayer, type StaffMember } from '#schemas/entities/roster.ts';
import { compareJersey } from './roster-sort.ts';
import type { WidgetContext } from './context.server.ts';

/** Rosters are read whole (sorting happens in the browser); this caps one season's read. */
export const ROSTER_MAX_PLAYERS = 500;

type StoreContext = Pick<WidgetContext, 'store' | 'tenant' | 'staff'>;

/** Rows that fail the entity schema are logged and left out: one bad row never empties a roster. */
function parseRows<T>(items: readonly unknown[], schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, what: string): T[] {
  return items.flatMap((item) => {
    const parsed = schema.safeParse(item);
    if (parsed.success) return [parsed.data];
    console.error(`Error parsing ${what} ${(item as { id?: unknown } | null)?.id}`);
    return [];
  });
}

/** The sport's roster seasons, newest first. */
export function rosterSeasons(ctx: StoreContext, sportId: number): string[] {
  return ctx.store.seasons(ctx.tenant, 'roster', sportId).toReversed();
}

/** The newest season that has players this visitor may see (staff also see unpublished ones). */
export function newestSeasonWithPlayers(ctx: StoreContext, sportId: number, seasons: readonly string[]): string | null {
  return seasons.find((season) => ctx.store.list(ctx.tenant, 'roster', { sportId, season, publishedOnly: !ctx.staff, count: 1 }).total > 0) ?? null;
}

/** One season's players in jersey order (the order of the list view and of the bio's previous/next). */
export function seasonPlayers(ctx: StoreContext, sportId: number, season: string): RosterPlayer[] {
  const { items } = ctx.store.list(ctx.tenant, 'roster', { sportId, season, publishedOnly: !ctx.staff, order: 'asc', count: ROSTER_MAX_PLAYERS });
  return parseRows(items, RosterPlayerSchema, 'roster player').sort(
    (a, b) => compareJersey(a.jersey_number, b.jersey_number) || a.last_name.localeCompare(b.last_name) || a.first_name.localeCompare(b.first_name),
  );
}

/** One season's coaches, the head coach first. */
export function seasonCoaches(ctx: StoreContext, sportId: number, season: string): StaffMember[] {
  const { items } = ctx.store.list(ctx.tenant, 'staff', { sportId, season, publishedOnly: !ctx.staff, order: 'asc' });
  return parseRows(items, StaffMemberSchema, 'staff member')
    .filter((member) => member.kind === 'coach')
    .sort((a, b) => Number(b.is_head_coach) - Number(a.is_head_coach));
}
