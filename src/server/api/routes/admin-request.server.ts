import * as z from 'zod/mini';
import { PageNameSchema } from '#schemas/page.ts';
import { requireRole, type StaffUser } from '../../auth.server.ts';
import { ContentEditorStore } from '../../store/content-editor.server.ts';
import { ScheduleGoneError, StaleVersionError, TemplateEditorStore, type TemplateKey } from '../../store/template-editor.server.ts';
import { HttpError, apiError, intParam } from '../http.server.ts';
import type { ApiHandler, ApiRequest } from '../types.server.ts';

// What every template-editor call shares: the signed-in editor, the page and sport it is about, its JSON body.

const MAX_BODY_BYTES = 256 * 1024;
const STALE = 'This page was changed since you opened it.';

export async function readBody<T>(req: ApiRequest, schema: z.ZodMiniType<T>): Promise<T> {
  const text = await req.request.text();
  if (text.length > MAX_BODY_BYTES) throw new HttpError(413, 'Body too large');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Body must be JSON');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(422, 'Invalid request', z.treeifyError(parsed.error));
  return parsed.data;
}

export async function keyOf(req: ApiRequest): Promise<TemplateKey> {
  const page = PageNameSchema.safeParse(req.params[0]);
  if (!page.success) throw new HttpError(404, `Unknown page name "${req.params[0]}"`);
  const sportId = intParam(req.url.searchParams.get('sportId'), 'sportId', 0, { max: 1e9 });
  if (sportId > 0 && !(await req.store.sports.byId(req.tenant, sportId))) throw new HttpError(404, `Unknown sport ${sportId}`);
  return { tenant: req.tenant, page: page.data, sportId };
}

/**
 * Every admin call needs an editor; a stale base version is a 409, never a silent overwrite, and so is cancelling a
 * scheduled publish that is no longer pending.
 */
export function staffOnly(
  handler: (req: ApiRequest, user: StaffUser, editor: TemplateEditorStore) => Response | Promise<Response>,
): ApiHandler {
  return async (req) => {
    let user: StaffUser;
    try {
      user = await requireRole(req.request, 'editor');
    } catch (error) {
      if (error instanceof Response) return error;
      throw error;
    }
    const editor = new TemplateEditorStore(req.store);
    // Scheduled publishes also run here, so an editor never sees one that is overdue (the server's timer runs them too).
    await editor.publishDue(req.tenant);
    await new ContentEditorStore(req.store).publishDue(req.tenant);
    try {
      return await handler(req, user, editor);
    } catch (error) {
      if (error instanceof StaleVersionError) return apiError(409, STALE);
      if (error instanceof ScheduleGoneError) return apiError(409, error.message);
      throw error;
    }
  };
}
