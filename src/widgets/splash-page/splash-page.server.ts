import { pageNotFoundMessage } from '#schemas/constants.ts';
import { SplashSchema } from '#schemas/entities/splash.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import { sanitize } from '#src/server/sanitize.server.ts';
import type { WidgetResolver } from '../shared/context.server.ts';
import { splashPageData } from './splash-page.schema.ts';

/**
 * spec 2.1 splash page: `/splash/{id}` always shows that splash, whatever its window (a visitor sent to a splash
 * that does not exist goes home: the site route does that first); `/hidden/splash/{id}` previews any, for staff.
 */
export const resolveSplashPage: WidgetResolver<'splash-page'> = async (_props, ctx) => {
  const parsed = SplashSchema.safeParse(await ctx.store.documents.get(ctx.tenant, 'splash', Number(ctx.page.params.splashId), !ctx.staff));
  if (!parsed.success) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  const splash = parsed.data;
  return {
    data: splashPageData({
      splash,
      html: splash.html === null ? null : sanitize(splash.html),
      preview: ctx.page.path.startsWith('/hidden/'),
    }),
    page: { title: splash.title },
  };
};
