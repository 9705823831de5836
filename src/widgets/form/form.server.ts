import { pageNotFoundMessage } from '#schemas/constants.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import { formView } from '#src/server/forms/view.server.ts';
import type { WidgetResolver } from '../shared/context.server.ts';

/**
 * The form of /form/{id}, /hidden/form/{id} (the route needs a staff session) and /protected/form/{id}. The
 * form's own access decides: hidden forms are a 404 for the public, protected ones render locked (anonymous
 * pages are cached for everyone, so the code is checked by the API, never baked into a page).
 */
export const resolveForm: WidgetResolver<'form'> = async (_props, ctx) => {
  const id = Number(ctx.page.params.id);
  const view = Number.isSafeInteger(id) ? await formView(ctx.store, ctx.tenant, id, { staff: ctx.staff }, ctx.now) : null;
  if (!view) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  // The page is named after its form (document title, route announcer).
  return { data: view, page: { title: view.form.title } };
};
