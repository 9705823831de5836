import * as z from 'zod/mini';
import { SCHOOL_TIME_ZONE } from '#schemas/constants.ts';
import { FormPaymentSchema, FORM_ACCESS, type Form } from '#schemas/entities/form.ts';
import { FORM_PARSE_ERROR } from '#schemas/forms/messages.ts';
import { formStatus, initialFormData, schemaVersion, toJsonSchema } from '#schemas/forms/to-json-schema.ts';
import { defineWidget } from '#registry/define-widget.ts';

// The form's id comes from the route (/form/{id}, /hidden/form/{id}, /protected/form/{id}): no props.
export const FormPropsSchema = z.object({});
export type FormProps = z.infer<typeof FormPropsSchema>;

const JsonObjectSchema = z.record(z.string(), z.unknown());

/** What every state shows of the form itself. */
export const FormSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  access: z.enum(FORM_ACCESS),
  payment: FormPaymentSchema,
  thankYouText: z.string(),
});
export type FormSummary = z.infer<typeof FormSummarySchema>;

export function formSummary(form: Form): FormSummary {
  return { id: form.id, title: form.title, access: form.access, payment: form.payment, thankYouText: form.thankYouText };
}

/** The site path of a form's precompiled validator module, versioned by its schema (src/server/app.ts serves it). */
export function formValidatorUrl(formId: number, version: string, accessToken: string | null): string {
  const query = new URLSearchParams({ v: version });
  if (accessToken) query.set('token', accessToken);
  return `/forms/${formId}/validator.js?${query}`;
}

/** An open form: its JSON Schema, uiSchema and field titles, and where its precompiled validator is served. */
export const ReadyFormSchema = z.object({
  state: z.literal('ready'),
  form: FormSummarySchema,
  schema: JsonObjectSchema,
  uiSchema: JsonObjectSchema,
  titles: z.record(z.string(), z.string()),
  initialData: z.record(z.string(), z.string()),
  /** Site path of the ES module with this schema's validators (versioned by the schema). */
  validatorUrl: z.string(),
  /** For a protected form opened with its code: sent back with the submission. */
  accessToken: z.nullable(z.string()),
  /** A staff member sees a form the public cannot (hidden). */
  preview: z.boolean(),
});
export type ReadyForm = z.infer<typeof ReadyFormSchema>;

export const FormDataSchema = z.discriminatedUnion('state', [
  ReadyFormSchema,
  // spec 4: pending (before startDate) or closed (expired, or maxSubmissions reached: closedMessage).
  z.object({
    state: z.literal('unavailable'),
    form: FormSummarySchema,
    status: z.enum(['pending', 'closed']),
    message: z.string(),
    opensAt: z.nullable(z.string()),
  }),
  // A protected form before its access code is given.
  z.object({ state: z.literal('locked'), form: FormSummarySchema }),
  // spec 8: the definition could not be converted ("Error parsing the form schema").
  z.object({ state: z.literal('invalid'), form: FormSummarySchema, message: z.string() }),
]);
export type FormData = z.infer<typeof FormDataSchema>;

/** A submission as the content API takes it: the answers, the honeypot, and a protected form's access token. */
export const SubmissionRequestSchema = z.object({
  data: JsonObjectSchema,
  website: z.optional(z.string()),
  accessToken: z.optional(z.nullable(z.string())),
});
export type SubmissionRequest = z.infer<typeof SubmissionRequestSchema>;

/** The honeypot: a field people never see or fill, bots do (its name is what they look for). */
export const HONEYPOT_FIELD = 'website';

/** spec 5 "today" defaults: the school's calendar date (en-CA formats as YYYY-MM-DD). */
const schoolDay = new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * One form a viewer may know of, as a page widget or an API answer: locked (a protected form without its
 * access), unavailable (spec 4: pending or closed, from `now` and its `submissions`), invalid (spec 8) or ready.
 * `token` is the protected form's access token the validator and the submission carry; `preview` marks a hidden
 * form shown to staff.
 */
export function formDataOf(
  form: Form,
  input: { submissions: number; now: Date; locked: boolean; token: string | null; preview: boolean },
): FormData {
  if (input.locked) return { state: 'locked', form: formSummary(form) };
  const status = formStatus(form, input.now, input.submissions);
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
  const { schema, uiSchema, titles } = converted.value;
  return {
    state: 'ready',
    form: formSummary(form),
    schema,
    uiSchema,
    titles,
    initialData: initialFormData(form, schoolDay.format(input.now)),
    validatorUrl: formValidatorUrl(form.id, schemaVersion(schema), input.token),
    accessToken: input.token,
    preview: input.preview,
  };
}

export const widget = defineWidget({
  name: 'form',
  label: 'Form',
  description: 'The form named in the address (survey, questionnaire).',
  props: FormPropsSchema,
  data: FormDataSchema,
});
