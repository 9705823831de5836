import { FORM_MESSAGES, FORM_TEXT, fieldMessages } from '#schemas/forms/messages.ts';
import { formStatus, toJsonSchema } from '#schemas/forms/to-json-schema.ts';
import { HONEYPOT_FIELD, SubmissionRequestSchema } from '#src/widgets/form/form.schema.ts';
import { siteNow } from '../env.server.ts';
import { apiError, json } from '../api/http.server.ts';
import type { ApiRequest } from '../api/types.server.ts';
import { formAccess, hashClientAddress } from './access.server.ts';
import { validateAnswers } from './ajv.server.ts';
import { fanOf, withFanCookie } from './fan-cookie.server.ts';
import { formPostWait } from './form-limits.server.ts';
import { clientAddress } from './rate-limit.server.ts';

export const MAX_SUBMISSION_BYTES = 64 * 1024;

/** Cross-site posts are refused: a browser names the page's origin (Origin) and its relation (Sec-Fetch-Site). */
export function isCrossSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  try {
    return new URL(origin).host !== new URL(request.url).host;
  } catch {
    return true;
  }
}

/** The body as text, or null past `max` bytes (declared or streamed): nothing larger is buffered. */
export async function readLimited(request: Request, max: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > max) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * `__proto__` in a posted object is an own key after JSON.parse but replaces the prototype when the object is
 * copied (zod, spreads), so the answer would vanish from validation while shaping the object: such bodies,
 * and `constructor` / `prototype` keys with them, are refused outright (malformed bodies).
 */
function refusePrototypeKeys(key: string, value: unknown): unknown {
  if (key === '__proto__' || key === 'constructor' || key === 'prototype') throw new SyntaxError(`Refused key ${key}`);
  return value;
}

/**
 * Shared guards of posts from the site's pages (form submissions, access codes, newsletter sign-ups): same site,
 * JSON, within the caller's rate limit (`limit` counts the post and answers the seconds to wait, or 0) and size.
 */
export async function guardedJsonBody(
  req: ApiRequest,
  limit: () => Promise<number>,
  tooMany: string = FORM_TEXT.tooMany,
): Promise<{ body: unknown } | { response: Response }> {
  if (isCrossSite(req.request)) return { response: apiError(403, 'Cross-site form posts are not accepted') };
  if (!(req.request.headers.get('content-type') ?? '').startsWith('application/json')) {
    return { response: apiError(415, 'Send the form as application/json') };
  }
  const wait = await limit();
  if (wait > 0)
    return { response: json({ error: { status: 429, message: tooMany } }, { status: 429, headers: { 'retry-after': String(wait) } }) };
  const text = await readLimited(req.request, MAX_SUBMISSION_BYTES);
  if (text === null) return { response: apiError(413, `A form submission is limited to ${MAX_SUBMISSION_BYTES / 1024} KB`) };
  try {
    return { body: JSON.parse(text, refusePrototypeKeys) as unknown };
  } catch {
    return { response: apiError(400, 'Body must be JSON') };
  }
}

/**
 * POST /api/v2/forms/{id}/submissions: the answers are checked with ajv against the very schema the browser
 * validated with, then stored with a server timestamp. 201 { id, thankYouText } | 422 per-field messages |
 * 409 closed or pending | 404 | 403 | 413 | 415 | 429. A post without a valid fan cookie gets one with its
 * answer (and counts by its address only: form-limits.server.ts).
 */
export async function submitForm(req: ApiRequest, formId: number): Promise<Response> {
  const fan = fanOf(req.request);
  return withFanCookie(await submitChecked(req, formId, fan.id), fan.setCookie);
}

async function submitChecked(req: ApiRequest, formId: number, fanId: string | null): Promise<Response> {
  const guarded = await guardedJsonBody(req, () => formPostWait(req, formId, fanId));
  if ('response' in guarded) return guarded.response;
  const parsed = SubmissionRequestSchema.safeParse(guarded.body);
  if (!parsed.success) return apiError(400, 'Body must be { data: { …answers }, website?, accessToken? }');
  const form = await req.store.forms.get(req.tenant, formId);
  const access = form ? formAccess(form, req.tenant, { staff: req.staff, token: parsed.data.accessToken }) : 'not-found';
  if (!form || access === 'not-found') return apiError(404, `No form ${formId}`);
  if (access === 'locked') return apiError(403, FORM_TEXT.accessCodeWrong);
  // Bots fill the honeypot: they get the usual answer, and nothing is stored.
  if (parsed.data[HONEYPOT_FIELD]) return json({ id: null, thankYouText: form.thankYouText }, { status: 201 });

  const status = formStatus(form, siteNow(), await req.store.submissions.count(req.tenant, form.id));
  if (status === 'pending')
    return json({ error: { status: 409, message: FORM_TEXT.pending(form.startDate ?? ''), formStatus: status } }, { status: 409 });
  if (status === 'closed') return closed(form.closedMessage);
  const converted = toJsonSchema(form);
  if (!converted.ok) {
    console.error(converted.error.message);
    return apiError(500, converted.error.message);
  }
  const { schema, titles } = converted.value;
  const data = parsed.data.data;
  const errors = validateAnswers(schema, data);
  if (errors.length > 0) {
    return json(
      { error: { status: 422, message: FORM_MESSAGES.formInvalid, fields: fieldMessages(errors, data, titles) } },
      { status: 422 },
    );
  }
  const outcome = await req.store.submissions.insert(req.tenant, form, data, hashClientAddress(clientAddress(req.request)));
  if (!outcome.ok) return closed(form.closedMessage);
  return json({ id: outcome.id, thankYouText: form.thankYouText }, { status: 201 });
}

function closed(message: string): Response {
  return json({ error: { status: 409, message, formStatus: 'closed' } }, { status: 409 });
}
