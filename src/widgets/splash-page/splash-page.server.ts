import { pageNotFoundMessage } from '#schemas/constants.ts';
import { SplashSchema } from '#schemas/entities/splash.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import { sanitize } from '#src/server/sanitize.server.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';

/**
 * spec 2.1 splash page: `/splash/{id}` always shows that splash, whatever its window (a visitor sent to a splash
 * that does not exist goes home: the site route does that first); `/hidden/splash/{id}` previews any, for staff.
 */
export const resolveSplashPage: LegacyWidgetResolver<'splash-page'> = (_props, ctx) => {
  const parsed = SplashSchema.safeParse(ctx.store.get(ctx.tenant, 'splash', Number(ctx.page.params.splashId), !ctx.staff));
  if (!parsed.success) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  ctx.page.title = parsed.data.title;
  return { splash: { ...parsed.data, html: parsed.data.html === null ? null : sanitize(parsed.data.html) }, preview: ctx.page.path.startsWith('/hidden/') };
};
