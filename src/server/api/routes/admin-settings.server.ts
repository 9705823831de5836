import * as z from 'zod/mini';
import { SiteColorsSchema, colorContrastProblems } from '#schemas/colors.ts';
import { requireRole } from '../../auth.server.ts';
import { apiError, json } from '../http.server.ts';
import type { ApiRequest, ApiRoute } from '../types.server.ts';

/**
 * PUT /api/v2/admin/settings/colors `{ primary, secondary, accent }` (admins): the school's colours, written as
 * custom properties on every page (src/root.tsx). A colour that is not #rrggbb, or a palette with a text pair
 * below 4.5:1 (schemas/colors.ts), is refused with 422 and the old colours stay.
 */
async function putColors(req: ApiRequest): Promise<Response> {
  let user;
  try {
    user = await requireRole(req.request, 'admin');
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  let input: unknown;
  try {
    input = JSON.parse(await req.request.text());
  } catch {
    return apiError(400, 'Body must be JSON');
  }
  const parsed = SiteColorsSchema.safeParse(input);
  if (!parsed.success) return apiError(422, 'Invalid colors', z.treeifyError(parsed.error));
  const problems = colorContrastProblems(parsed.data);
  if (problems.length > 0) return apiError(422, `Colors too close for text: ${problems.join('; ')}`, { problems });
  const site = (await req.store.settings.get(req.tenant, 'site')) as Record<string, unknown> | null;
  if (site === null) return apiError(404, 'This site has no settings yet');
  await req.store.settings.put(req.tenant, 'site', { ...site, colors: parsed.data });
  await req.store.auditLog.record({
    tenant: req.tenant,
    actor: user.username,
    action: 'settings.update',
    page: 'colors',
    sportId: null,
    version: null,
    detail: `${parsed.data.primary} ${parsed.data.secondary} ${parsed.data.accent}`,
  });
  return json(parsed.data);
}

export const adminSettingsRoutes: ApiRoute[] = [['PUT', /^\/admin\/settings\/colors$/, putColors]];
