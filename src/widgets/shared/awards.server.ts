// The stored awards and All-Americans, shared by the awards list and an honor's bio.
import * as z from 'zod/mini';
import { AllAmericanSchema, AwardSchema } from '#schemas/entities/award.ts';
import { honorsOf, type Honor, type HonorKind } from './awards.ts';
import type { WidgetContext } from './context.server.ts';

export const COLLECTION = { awards: 'awards', 'all-americans': 'all_americans' } as const;
export const SCHEMA = { awards: AwardSchema, 'all-americans': AllAmericanSchema } as const;

/** Every honor of a kind this visitor may see, newest first; computed once per content version. */
export function storedHonors(ctx: Pick<WidgetContext, 'store' | 'tenant' | 'staff' | 'sports'>, kind: HonorKind): Promise<Honor[]> {
  return ctx.store.memo(ctx.tenant, `honors:${kind}:${ctx.staff}`, async () => {
    const { items } = await ctx.store.documents.list(ctx.tenant, COLLECTION[kind], { publishedOnly: !ctx.staff });
    return honorsOf(kind, z.array(SCHEMA[kind]).parse(items), ctx.sports);
  });
}
