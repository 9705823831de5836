// The stored honors lists and inductees, shared by the honors lists and an honoree's bio.
import * as z from 'zod/mini';
import { HonorListSchema, InducteeSchema, type Inductee } from '#schemas/entities/honor.ts';
import type { WidgetContext } from './context.server.ts';

export function honors(ctx: WidgetContext) {
  const lists = ctx.store.cached(ctx.tenant, 'honor-lists', () => z.array(HonorListSchema).parse(ctx.store.getSetting(ctx.tenant, 'honor_lists') ?? []));
  const inductees: Inductee[] = ctx.store.cached(ctx.tenant, `inductees:${ctx.staff}`, () => z.array(InducteeSchema).parse(ctx.store.list(ctx.tenant, 'inductees', { publishedOnly: !ctx.staff, count: 20_000 }).items));
  return { lists, inductees };
}
