// The stored facilities, shared by the facilities list and a facility's page.
import * as z from 'zod/mini';
import { FacilitySchema, type Facility } from '#schemas/entities/facility.ts';
import type { WidgetContext } from './context.server.ts';

/** Published facilities (staff see all), parsed once per content version. */
export async function facilities(ctx: Pick<WidgetContext, 'store' | 'tenant' | 'staff'>): Promise<Facility[]> {
  const all = await ctx.store.memo(ctx.tenant, 'facilities:all', async () =>
    z.array(FacilitySchema).parse((await ctx.store.documents.list(ctx.tenant, 'facilities', { publishedOnly: false, order: 'asc' })).items),
  );
  return ctx.staff ? all : all.filter((f) => f.published);
}
