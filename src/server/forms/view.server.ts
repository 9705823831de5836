import { FORM_PARSE_ERROR } from '#schemas/forms/messages.ts';
import { formStatus, initialFormData, schemaVersion, toJsonSchema } from '#schemas/forms/to-json-schema.ts';
import { formSummary, formValidatorUrl, type FormData } from '#src/widgets/form/form.schema.ts';
import type { Store } from '../store/store.server.ts';
import type { StoredForm } from '#schemas/entities/form.ts';
import { SCHOOL_TIME_ZONE } from '#schemas/constants.ts';
import { createAccessToken, formAccess } from './access.server.ts';

/** spec 5 "today" defaults: the school's calendar date (en-CA formats as YYYY-MM-DD). */
const schoolDay = new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

export interface Viewer {
  staff: boolean;
  /** A protected form's access token (header, query or body, depending on the call). */
  token?: string | null;
  /** Mint a token for the answer (after a correct access code). */
  grant?: boolean;
}

/** The form of the content API's calls, and how many submissions it has. */
export async function loadFormView(store: Store, tenant: string, id: number, viewer: Viewer, now: Date): Promise<FormData | null> {
  const form = await store.forms.get(tenant, id);
  return formViewOf(form, form ? await store.submissions.count(tenant, form.id) : 0, tenant, viewer, now);
}

/** The same, read synchronously for the form widget (until the widget resolvers are async). */
export function formView(store: Store, tenant: string, id: number, viewer: Viewer, now: Date): FormData | null {
  const form = store.form(tenant, id);
  return formViewOf(form, form ? store.formSubmissionCount(tenant, form.id) : 0, tenant, viewer, now);
}

/**
 * One form as a page widget or an API answer: locked, unavailable (spec 4), invalid (spec 8) or ready. Returns
 * null when the viewer may not know the form exists (missing, or hidden from the public).
 */
export function formViewOf(form: StoredForm | null, submissions: number, tenant: string, viewer: Viewer, now: Date): FormData | null {
  if (!form) return null;
  const access = formAccess(form, tenant, viewer);
  if (access === 'not-found') return null;
  if (access === 'locked' && !viewer.grant) return { state: 'locked', form: formSummary(form) };
  const status = formStatus(form, now, submissions);
  if (status !== 'active') {
    return status === 'pending'
      ? { state: 'unavailable', form: formSummary(form), status, message: '', opensAt: form.startDate }
      : { state: 'unavailable', form: formSummary(form), status, message: form.closedMessage, opensAt: null };
  }
  const converted = toJsonSchema(form);
  if (!converted.ok) {
    // spec 8: the log names the field type; the fan reads "Error parsing the form schema".
    console.error(converted.error.message);
    return { state: 'invalid', form: formSummary(form), message: FORM_PARSE_ERROR };
  }
  const token = form.access === 'protected' && !viewer.staff ? (viewer.grant ? createAccessToken(tenant, form.id) : (viewer.token ?? null)) : null;
  const { schema, uiSchema, titles } = converted.value;
  return {
    state: 'ready',
    form: formSummary(form),
    schema,
    uiSchema,
    titles,
    initialData: initialFormData(form, schoolDay.format(now)),
    validatorUrl: formValidatorUrl(form.id, schemaVersion(schema), token),
    accessToken: token,
    preview: viewer.staff && form.access === 'hidden',
  };
}
