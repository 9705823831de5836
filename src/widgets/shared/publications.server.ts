// The stored publications, shared by the publications list and a publication's page.
import * as z from 'zod/mini';
import { PublicationSchema, type Publication } from '#schemas/entities/publication.ts';
import type { WidgetContext } from './context.server.ts';

export function allPublications(ctx: WidgetContext): Publication[] {
  // Visitors see published ones only; staff see drafts too (the store filters).
  return ctx.store.cached(ctx.tenant, `publications:${ctx.staff}`, () =>
    z.array(PublicationSchema).parse(ctx.store.list(ctx.tenant, 'publications', { publishedOnly: !ctx.staff, order: 'desc' }).items),
  );
}
