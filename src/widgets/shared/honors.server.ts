// The stored honors lists and inductees, shared by the honors lists and an honoree's bio.
import * as z from 'zod/mini';
import { HonorListSchema, InducteeSchema, type HonorList, type Inductee } from '#schemas/entities/honor.ts';
import type { WidgetContext } from './context.server.ts';

/** The honors lists (a setting) and the inductees this visitor may see, each read once per content version. */
export async function honors(
  ctx: Pick<WidgetContext, 'store' | 'tenant' | 'staff'>,
): Promise<{ lists: HonorList[]; inductees: Inductee[] }> {
  const { store, tenant, staff } = ctx;
  const [lists, inductees] = await Promise.all([
    store.settings.parsed(tenant, 'honor_lists', z.array(HonorListSchema)),
    store.memo(tenant, `inductees:${staff}`, async () =>
      z.array(InducteeSchema).parse((await store.documents.list(tenant, 'inductees', { publishedOnly: !staff, count: 20_000 })).items),
    ),
  ]);
  return { lists: lists ?? [], inductees };
}
