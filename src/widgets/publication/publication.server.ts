import { pageNotFoundMessage } from '#schemas/constants.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';
import { publicationCardOf } from '../shared/publication-card.schema.ts';
import { allPublications } from '../shared/publications.server.ts';

/** spec 2.1 publication page: an unknown slug is a 404 (spec 8). */
export const resolvePublication: LegacyWidgetResolver<'publication'> = (_props, ctx) => {
  const all = allPublications(ctx);
  const found = all.find((p) => p.slug === ctx.page.params.publicationSlug);
  if (!found) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  ctx.page.title = found.title;
  ctx.page.meta = { ...ctx.page.meta, description: found.description };
  const related = all.filter((p) => p.id !== found.id && p.kind === found.kind && p.sport_id === found.sport_id).slice(0, 4);
  return {
    publication: publicationCardOf(found, ctx.sports),
    description: found.description,
    related: related.map((p) => publicationCardOf(p, ctx.sports)),
  };
};
