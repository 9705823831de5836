import { pageNotFoundMessage } from '#schemas/constants.ts';
import { fileKeyOf } from '#schemas/entities/file.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import { fileVerdict } from '#src/server/api/routes/files.server.ts';
import { findFile } from '#src/server/files/file-store.server.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';

/**
 * A document page: no such file (or one this visitor may not know of) is a 404; a protected file without its
 * share link says so. spec 2.3: document and sport-file pages set the current sport by hand, from the file.
 */
export const resolveDocument: LegacyWidgetResolver<'document'> = (_props, ctx) => {
  const key = fileKeyOf(ctx.page.path);
  const file = key ? findFile(ctx.store, ctx.tenant, key) : undefined;
  const verdict = fileVerdict(file, { staff: ctx.staff, tenant: ctx.tenant, token: null });
  if (!file || ('status' in verdict && verdict.status === 404)) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  ctx.sport = ctx.sports.find((s) => s.id === file.sport_id) ?? null;
  ctx.page.title = file.title;
  ctx.page.meta = { ...ctx.page.meta, noindex: file.access !== 'public' };
  return {
    title: file.title,
    href: ctx.page.path,
    status: 'status' in verdict ? 'protected' : 'available',
    contentType: file.content_type,
    size: file.size,
    updatedAt: file.updated_at,
    signInUrl: `/login?returnTo=${encodeURIComponent(ctx.page.path)}`,
  };
};
