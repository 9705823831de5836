// The store side of coaches, shared by the coach list, coach bio and coaching records.
import * as z from 'zod/mini';
import { pageNotFoundMessage } from '#schemas/constants.ts';
import { CoachingHistorySchema, type CoachingSeason } from '#schemas/entities/coaching-record.ts';
import { StaffMemberSchema, type StaffMember } from '#schemas/entities/roster.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import type { Store } from '#src/server/store/store.server.ts';
import { programSeasonsOf } from './coaches.ts';
import type { WidgetContext } from './context.server.ts';
import { scheduleSeasons, seasonGames } from './schedule-games.server.ts';

export const notFound = (ctx: Pick<WidgetContext, 'page'>): never => {
  throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
};

/** The sport's staff this visitor may see, in stored order. */
export async function sportStaff(ctx: Pick<WidgetContext, 'store' | 'tenant' | 'staff'>, sport: Sport): Promise<StaffMember[]> {
  const { items } = await ctx.store.documents.list(ctx.tenant, 'staff', { sportId: sport.id, publishedOnly: !ctx.staff, order: 'asc' });
  return z.array(StaffMemberSchema).parse(items);
}

/**
 * A program's seasons, oldest first (programSeasonsOf): the stored history, then the seasons of the store's
 * games, computed once per content version.
 */
export function programSeasons(store: Store, tenant: string, sport: Sport, head: StaffMember | undefined): Promise<CoachingSeason[]> {
  return store.memo(tenant, `coaching:${sport.id}:${head?.id ?? ''}`, async () => {
    const stored = CoachingHistorySchema.safeParse(await store.documents.get(tenant, 'coaching_records', sport.id));
    const seasons = await scheduleSeasons(store, tenant, sport.id);
    const games = await Promise.all(seasons.map(async (season) => ({ season, games: await seasonGames(store, tenant, sport.id, season) })));
    return programSeasonsOf(stored.success ? stored.data.seasons : [], games, head);
  });
}
