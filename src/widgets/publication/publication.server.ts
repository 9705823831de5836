import { pageNotFoundMessage } from '#schemas/constants.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import type { WidgetResolver } from '../shared/context.server.ts';
import { allPublications } from '../shared/publications.server.ts';
import { publicationData } from './publication.schema.ts';

/** spec 2.1 publication page: an unknown slug is a 404 (spec 8). */
export const resolvePublication: WidgetResolver<'publication'> = async (_props, ctx) => {
  const all = await allPublications(ctx);
  const publication = all.find((p) => p.slug === ctx.page.params.publicationSlug);
  if (!publication) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  return {
    data: publicationData({ publication, all, sports: ctx.sports }),
    page: { title: publication.title, meta: { description: publication.description } },
  };
};
