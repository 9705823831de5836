// The stored facilities, shared by the facilities list and a facility's page.
import * as z from 'zod/mini';
import { FacilitySchema, type Facility } from '#schemas/entities/facility.ts';
import type { WidgetContext } from './context.server.ts';

/** Published facilities (staff see all), parsed once per content version. */
export function facilities(ctx: WidgetContext): Facility[] {
  const all = ctx.store.cached(ctx.tenant, 'facilities:all', () =>
    z.array(FacilitySchema).parse(ctx.store.list(ctx.tenant, 'facilities', { publishedOnly: false, order: 'asc' }).items));
  return ctx.staff ? all : all.filter((f) => f.published);
}
