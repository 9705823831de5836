import { pageNotFoundMessage } from '#schemas/constants.ts';
import { fileKeyOf } from '#schemas/entities/file.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import { fileVerdict } from '#src/server/api/routes/files.server.ts';
import type { WidgetResolver } from '../shared/context.server.ts';
import { documentData } from './document.schema.ts';

/**
 * A document page: no such file (or one this visitor may not know of) is a 404; a protected file without its
 * share link says so. spec 2.3: document and sport-file pages set the current sport by hand, from the file.
 */
export const resolveDocument: WidgetResolver<'document'> = async (_props, ctx) => {
  const key = fileKeyOf(ctx.page.path);
  const file = key ? await ctx.store.files.find(ctx.tenant, key) : undefined;
  const verdict = fileVerdict(file, { staff: ctx.staff, tenant: ctx.tenant, token: null });
  if (!file || ('status' in verdict && verdict.status === 404)) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  return {
    data: documentData(file, ctx.page.path, 'status' in verdict),
    page: { title: file.title, meta: { noindex: file.access !== 'public' }, sport: ctx.sports.find((s) => s.id === file.sport_id) ?? null },
  };
};
