import * as z from 'zod/mini';
import { requireRole } from '../../auth.server.ts';
import { AccountError, createUser, listUsers, updateUser } from '../../accounts/users.server.ts';
import { env } from '../../env.server.ts';
import { apiError, json } from '../http.server.ts';
import type { ApiRequest, ApiRoute } from '../types.server.ts';

const MAX_BODY_BYTES = 4096;
const Role = z.enum(['editor', 'admin']);
const NewUser = z.object({ username: z.string(), password: z.string(), role: Role });
const Change = z.object({ role: z.optional(Role), disabled: z.optional(z.boolean()), password: z.optional(z.string()) });

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) throw new AccountError(400, 'Body too large');
  try {
    return JSON.parse(text);
  } catch {
    throw new AccountError(400, 'Body must be JSON');
  }
}

/** Admins manage staff accounts; editors (and anonymous callers) are refused by requireRole. */
async function guarded(req: ApiRequest, run: () => Promise<Response>): Promise<Response> {
  const user = await requireRole(req.request, 'admin');
  // A session belongs to this site's tenant; only the machine credential speaks for any tenant of the store.
  if (user.id !== 0 && req.tenant !== env().TENANT) return Response.json({ error: 'Admins only' }, { status: 403 });
  try {
    return await run();
  } catch (error) {
    if (error instanceof AccountError) return apiError(error.status, error.message);
    throw error;
  }
}

export const adminUserRoutes: ApiRoute[] = [
  ['GET', /^\/admin\/users$/, (req) => guarded(req, async () => json(await listUsers(req.store, req.tenant)))],
  [
    'POST',
    /^\/admin\/users$/,
    (req) =>
      guarded(req, async () => {
        const parsed = NewUser.safeParse(await readJson(req.request));
        if (!parsed.success) return apiError(422, 'A new user needs username, password and role (editor or admin)');
        return json(await createUser(req.store, req.tenant, parsed.data), { status: 201 });
      }),
  ],
  [
    'PATCH',
    /^\/admin\/users\/(\d{1,9})$/,
    (req) =>
      guarded(req, async () => {
        const parsed = Change.safeParse(await readJson(req.request));
        if (!parsed.success) return apiError(422, 'A change has role (editor or admin), disabled (boolean) or password');
        return json(await updateUser(req.store, req.tenant, Number(req.params[0]), parsed.data));
      }),
  ],
];
