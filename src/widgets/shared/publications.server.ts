// The stored publications, shared by the publications list and a publication's page.
import * as z from 'zod/mini';
import { PublicationSchema, type Publication } from '#schemas/entities/publication.ts';
import type { WidgetContext } from './context.server.ts';

/** Newest first; visitors see published ones only, staff see drafts too (the store filters). */
export function allPublications(ctx: Readonly<WidgetContext>): Promise<Publication[]> {
  return ctx.store.memo(ctx.tenant, `publications:${ctx.staff}`, async () =>
    z
      .array(PublicationSchema)
      .parse((await ctx.store.documents.list(ctx.tenant, 'publications', { publishedOnly: !ctx.staff, order: 'desc' })).items),
  );
}
