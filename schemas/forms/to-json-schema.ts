import { DEFAULT_TODAY, type Form, type FormStatus } from '../entities/form.ts';
import { conditionSchema, showWhen, type ConditionTarget } from './conditions.ts';
import { answerShape, fieldKind, fieldSchemas, sortedOptions, textSchema, type JsonObject } from './field-kinds.ts';
import { FORM_TEXT, formMatchError, otherLabel } from './messages.ts';

export type { JsonObject } from './field-kinds.ts';

/** A form definition as react-jsonschema-form and ajv read it: one schema, validated alike in the browser and on the server. */
export interface FormJsonSchema {
  schema: JsonObject;
  uiSchema: JsonObject;
  /** Field key → the title messages name it by ("X is required."). */
  titles: Record<string, string>;
}

export type FormConversionError =
  { kind: 'unknown-type'; field: number; type: string; message: string } | { kind: 'invalid-field'; field: number; message: string };

export type FormConversion = { ok: true; value: FormJsonSchema } | { ok: false; error: FormConversionError };

/** Answer keys: one per field, one per "other" option, and the payment inputs. */
export const fieldKey = (id: number) => `q${id}`;
export const otherKey = (id: number, optionIndex: number) => `q${id}_other_${optionIndex}`;
export const PAYMENT_KEYS = { quantity: 'quantity', coupon: 'coupon' } as const;
const COUPON_MAX_LENGTH = 40;

/** spec 5: the one conversion from a form definition to JSON Schema + uiSchema. Pure: no React, no Node. */
export function toJsonSchema(form: Form): FormConversion {
  const properties: JsonObject = {};
  const required: string[] = [];
  const conditional: JsonObject[] = [];
  const uiSchema: JsonObject = {};
  const order: string[] = [];
  const titles: Record<string, string> = {};
  const targets = new Map<number, ConditionTarget>();

  for (const field of form.fields) {
    const kind = fieldKind(field.type);
    if (!kind)
      return { ok: false, error: { kind: 'unknown-type', field: field.id, type: field.type, message: formMatchError(field.type) } };
    if ((kind === 'select' || kind === 'radio') && field.options.length === 0) {
      return {
        ok: false,
        error: { kind: 'invalid-field', field: field.id, message: `Form field ${field.id} (${field.title}) has no options` },
      };
    }
    targets.set(field.id, { key: fieldKey(field.id), field, shape: answerShape(kind, field) });
  }
  for (const field of form.fields) {
    const bad = field.conditions.find((c) => c.field === field.id || targets.get(c.field)?.shape === 'none' || !targets.has(c.field));
    if (bad)
      return {
        ok: false,
        error: {
          kind: 'invalid-field',
          field: field.id,
          message: `Form field ${field.id} has a condition on field ${bad.field}, which cannot be answered`,
        },
      };
  }

  const add = (key: string, schema: JsonObject, ui: JsonObject, isRequired: boolean, when: JsonObject | null) => {
    titles[key] = String(schema.title ?? key);
    order.push(key);
    if (Object.keys(ui).length > 0) uiSchema[key] = ui;
    if (when) {
      conditional.push(showWhen(when, key, schema, isRequired));
    } else {
      properties[key] = schema;
      if (isRequired) required.push(key);
    }
  };

  for (const field of form.fields) {
    const kind = fieldKind(field.type) ?? 'text';
    const key = fieldKey(field.id);
    const email = form.emailField === field.id ? { ...field, format: 'email' as const } : field;
    const { schema, ui } = fieldSchemas(kind, email);
    const when = field.conditions.length > 0 ? conditionSchema(field.conditions, targets) : null;
    add(key, schema, ui, field.required && kind !== 'separator', when);
    // spec 5: an option flagged other adds a text box, shown (and required) only while that option is chosen.
    sortedOptions(field).forEach((option, index) => {
      if (!option.other || kind === 'separator') return;
      const chosen = kind === 'checkbox' ? { contains: { const: option.value } } : { const: option.value };
      const box = { ...textSchema({ maxLength: field.maxLength, format: null }), title: otherLabel(field.title) };
      add(otherKey(field.id, index), box, {}, true, { required: [key], properties: { [key]: chosen } });
    });
  }

  // spec 3 payment settings: the quantity and coupon inputs (paying itself is out of scope).
  if (form.payment.enabled) {
    const max = form.payment.maxQuantity > 0 ? { maximum: form.payment.maxQuantity } : {};
    add(PAYMENT_KEYS.quantity, { type: 'integer', title: FORM_TEXT.quantity, minimum: 1, ...max, default: 1 }, {}, true, null);
    if (form.payment.coupon) {
      add(PAYMENT_KEYS.coupon, { type: 'string', title: FORM_TEXT.coupon, minLength: 1, maxLength: COUPON_MAX_LENGTH }, {}, false, null);
    }
  }

  const schema: JsonObject = {
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
    // Only the form's own answers: anything else is refused (the browser never sends it).
    propertyNames: { enum: [...order] },
    ...(conditional.length > 0 ? { allOf: conditional } : {}),
  };
  uiSchema['ui:order'] = [...order, '*'];
  return { ok: true, value: { schema, uiSchema, titles } };
}

/** Initial answers that depend on the day: spec 5 date fields defaulting to today (school calendar date). */
export function initialFormData(form: Form, today: string): Record<string, string> {
  const data: Record<string, string> = {};
  for (const field of form.fields) {
    if (fieldKind(field.type) === 'date' && field.defaultValue === DEFAULT_TODAY && field.conditions.length === 0)
      data[fieldKey(field.id)] = today;
  }
  return data;
}

/** spec 4: pending before startDate; closed after expirationDate or once maxSubmissions is reached; else active. */
export function formStatus(
  form: Pick<Form, 'startDate' | 'expirationDate' | 'maxSubmissions'>,
  now: Date,
  submissionCount: number,
): FormStatus {
  const time = now.getTime();
  if (form.startDate && time < Date.parse(form.startDate)) return 'pending';
  if (form.expirationDate && time > Date.parse(form.expirationDate)) return 'closed';
  if (form.maxSubmissions > 0 && submissionCount >= form.maxSubmissions) return 'closed';
  return 'active';
}

/** A short, stable version of a schema (FNV-1a over its JSON): keys the precompiled validator and its cache. */
export function schemaVersion(schema: JsonObject): string {
  let hash = 0x811c9dc5;
  const text = JSON.stringify(schema);
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
