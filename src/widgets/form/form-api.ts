import type { ApiClient } from '#src/data/api-client.ts';
import { FORM_TEXT } from '#schemas/forms/messages.ts';
import { FormDataSchema, type FormData, type SubmissionRequest } from './form.schema.ts';

export type SubmitOutcome =
  | { kind: 'sent'; thankYouText: string }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'closed'; message: string }
  | { kind: 'error'; message: string };

interface ErrorBody {
  error?: { message?: unknown; fields?: unknown };
  thankYouText?: unknown;
}

async function body(response: Response): Promise<ErrorBody> {
  const value: unknown = await response.json().catch(() => null);
  return value && typeof value === 'object' ? (value as ErrorBody) : {};
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : fallback);

/** POST /api/v2/forms/{id}/submissions (src/server/forms/submit.server.ts), its answers mapped to what the fan sees. */
export async function postSubmission(api: ApiClient, formId: number, request: SubmissionRequest): Promise<SubmitOutcome> {
  try {
    const response = await api.raw(`/api/v2/forms/${formId}/submissions`, { method: 'POST', body: request });
    const payload = await body(response);
    if (response.status === 201) return { kind: 'sent', thankYouText: text(payload.thankYouText, '') };
    if (response.status === 422) {
      const fields = payload.error?.fields;
      return { kind: 'invalid', fields: fields && typeof fields === 'object' ? (fields as Record<string, string>) : {} };
    }
    if (response.status === 409) return { kind: 'closed', message: text(payload.error?.message, '') };
    if (response.status === 429) return { kind: 'error', message: FORM_TEXT.tooMany };
    if (response.status === 403) return { kind: 'error', message: text(payload.error?.message, FORM_TEXT.sendFailed) };
    return { kind: 'error', message: FORM_TEXT.sendFailed };
  } catch {
    return { kind: 'error', message: FORM_TEXT.sendFailed };
  }
}

export type UnlockOutcome = { kind: 'open'; data: FormData } | { kind: 'error'; message: string };

/** POST /api/v2/forms/{id}/access { code }: a protected form's definition and access token, or why not. */
export async function unlockForm(api: ApiClient, formId: number, code: string): Promise<UnlockOutcome> {
  try {
    const response = await api.raw(`/api/v2/forms/${formId}/access`, { method: 'POST', body: { code } });
    if (response.status === 429) return { kind: 'error', message: FORM_TEXT.tooMany };
    if (!response.ok) return { kind: 'error', message: response.status === 403 ? FORM_TEXT.accessCodeWrong : FORM_TEXT.sendFailed };
    const parsed = FormDataSchema.safeParse(await response.json());
    return parsed.success ? { kind: 'open', data: parsed.data } : { kind: 'error', message: FORM_TEXT.sendFailed };
  } catch {
    return { kind: 'error', message: FORM_TEXT.sendFailed };
  }
}
