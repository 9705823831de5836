import * as z from 'zod/mini';
import { FORM_TEXT } from '#schemas/forms/messages.ts';
import { schemaVersion, toJsonSchema } from '#schemas/forms/to-json-schema.ts';
import { siteNow } from '../../env.server.ts';
import { checkAccessCode, formAccess } from '../../forms/access.server.ts';
import { validatorModule } from '../../forms/ajv.server.ts';
import { fanOf, withFanCookie } from '../../forms/fan-cookie.server.ts';
import { accessCodeWait, refundRightCode } from '../../forms/form-limits.server.ts';
import { guardedJsonBody, submitForm } from '../../forms/submit.server.ts';
import { formView } from '../../forms/view.server.ts';
import { apiError, intParam, json } from '../http.server.ts';
import type { ApiRequest, ApiRoute } from '../types.server.ts';

/** A protected form's access token on a GET (the browser's module import can only use the query). */
export const ACCESS_TOKEN_HEADER = 'x-form-access-token';
const ID = '(\\d{1,9})';

const formId = (req: ApiRequest) => Number(req.params[0]);

/**
 * GET /api/v2/forms/{id}: the form's widget data (definition, status, JSON Schema) for this viewer. Never cached
 * (unlike the page), so it is where a browser gets its fan cookie before posting (form-limits.server.ts).
 */
async function getFormView(req: ApiRequest): Promise<Response> {
  const token = req.request.headers.get(ACCESS_TOKEN_HEADER);
  const view = await formView(req.store, req.tenant, formId(req), { staff: req.staff, token }, siteNow());
  return withFanCookie(view ? json(view) : apiError(404, `No form ${formId(req)}`), view ? fanOf(req.request).setCookie : null);
}

/** POST /api/v2/forms/{id}/access { code }: a protected form's code buys its definition and an access token. */
async function unlock(req: ApiRequest): Promise<Response> {
  const fan = fanOf(req.request);
  return withFanCookie(await unlockChecked(req, fan.id), fan.setCookie);
}

async function unlockChecked(req: ApiRequest, fanId: string | null): Promise<Response> {
  const guarded = await guardedJsonBody(req, () => accessCodeWait(req, formId(req), fanId));
  if ('response' in guarded) return guarded.response;
  const body = z.object({ code: z.string() }).safeParse(guarded.body);
  if (!body.success) return apiError(400, 'Body must be { code }');
  const form = await req.store.forms.get(req.tenant, formId(req));
  if (!form || form.access !== 'protected') return apiError(404, `No protected form ${formId(req)}`);
  if (!checkAccessCode(form, body.data.code)) return apiError(403, FORM_TEXT.accessCodeWrong);
  await refundRightCode(req, form.id);
  return json(await formView(req.store, req.tenant, form.id, { staff: req.staff, grant: true }, siteNow()));
}

/**
 * GET /api/v2/forms/{id}/validator.js?v={schema version}: the schema's precompiled validators as an ES module
 * (no eval in the browser, CSP-safe). The site serves it at /forms/{id}/validator.js (src/server/app.ts).
 */
async function validator(req: ApiRequest): Promise<Response> {
  const form = await req.store.forms.get(req.tenant, formId(req));
  const access = form ? formAccess(form, req.tenant, { staff: req.staff, token: req.url.searchParams.get('token') }) : 'not-found';
  if (!form || access === 'not-found') return apiError(404, `No form ${formId(req)}`);
  if (access === 'locked') return apiError(403, FORM_TEXT.accessCodeWrong);
  const converted = toJsonSchema(form);
  if (!converted.ok) return apiError(422, converted.error.message);
  const current = req.url.searchParams.get('v') === schemaVersion(converted.value.schema);
  const shared = form.access === 'public' ? 'public' : 'private';
  return new Response(validatorModule(converted.value.schema), {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      // The URL names the schema version: the current one never changes, an old one is answered but not kept.
      'cache-control': current ? `${shared}, max-age=31536000, immutable` : 'no-cache',
    },
  });
}

/** GET /api/v2/forms/{id}/submissions?start&count (staff): stored answers, oldest first, with the total. */
async function submissions(req: ApiRequest): Promise<Response> {
  if (!req.staff) return apiError(401, 'Staff credential required');
  const form = await req.store.forms.get(req.tenant, formId(req));
  if (!form) return apiError(404, `No form ${formId(req)}`);
  const start = intParam(req.url.searchParams.get('start'), 'start', 0, { max: 1e9 });
  const count = intParam(req.url.searchParams.get('count'), 'count', 100, { min: 1, max: 1000 });
  return json({
    form: { id: form.id, title: form.title, maxSubmissions: form.maxSubmissions },
    total: await req.store.submissions.count(req.tenant, form.id),
    submissions: await req.store.submissions.list(req.tenant, form.id, { start, count }),
  });
}

/** Content API: form definitions and submissions. */
export const formRoutes: ApiRoute[] = [
  ['GET', new RegExp(`^/forms/${ID}$`), getFormView],
  ['POST', new RegExp(`^/forms/${ID}/access$`), unlock],
  ['GET', new RegExp(`^/forms/${ID}/validator\\.js$`), validator],
  ['POST', new RegExp(`^/forms/${ID}/submissions$`), (req) => submitForm(req, formId(req))],
  ['GET', new RegExp(`^/forms/${ID}/submissions$`), submissions],
];
