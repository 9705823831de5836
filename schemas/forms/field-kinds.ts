import { DEFAULT_TODAY, type FormField, type FormOption } from '../entities/form.ts';
import { SELECT_PLACEHOLDER } from './messages.ts';

/** A JSON Schema (draft 7) or uiSchema node: plain JSON, so it travels in page payloads unchanged. */
export type JsonObject = { [key: string]: unknown };

/** spec 5 field type codes, by the control each one renders. */
export const FIELD_TYPE_CODES = {
  select: ['S', 'Q', 'O'],
  text: ['T'],
  textarea: ['A'],
  radio: ['R', 'Y', '5'],
  checkbox: ['C', 'B', 'M', 'Z', 'P', 'L'],
  date: ['D'],
  number: ['N'],
  hidden: ['H'],
  separator: ['-'],
} as const;
export type FieldKind = keyof typeof FIELD_TYPE_CODES;

const KIND_BY_CODE = new Map<string, FieldKind>(
  Object.entries(FIELD_TYPE_CODES).flatMap(([kind, codes]) => codes.map((code) => [code, kind as FieldKind] as const)),
);

export function fieldKind(type: string): FieldKind | null {
  return KIND_BY_CODE.get(type) ?? null;
}

/** spec 5: radios with this many options or more show as a block, fewer inline. */
export const RADIO_BLOCK_MIN_OPTIONS = 5;

/** The JSON shape of a field's answer: what conditions on it can test. */
export type AnswerShape = 'string' | 'number' | 'boolean' | 'array' | 'none';

export function answerShape(kind: FieldKind, field: FormField): AnswerShape {
  if (kind === 'separator') return 'none';
  if (kind === 'number') return 'number';
  if (kind === 'checkbox') return field.options.length > 0 ? 'array' : 'boolean';
  return 'string';
}

/** spec 5: options are sorted by rank (stable for equal ranks). */
export function sortedOptions(field: FormField): FormOption[] {
  return field.options.toSorted((a, b) => a.rank - b.rank);
}

/**
 * Limits a form definition does not set (a hidden field stored 60 KB, whitespace passed
 * as an answer, year 0001 and -99999.5 were accepted). Our decisions, documented in the README: a text answer
 * is at most 500 characters (5,000 in a text area) unless the field says otherwise; dates fall in 1900–2099;
 * numbers are quantities, 0 up to maxQuantity or a million.
 */
export const FIELD_LIMITS = { textMaxLength: 500, textareaMaxLength: 5000, numberMax: 1_000_000, numberMin: 0 } as const;
/** Something other than white space: an answer of spaces is no answer. */
export const NON_BLANK_PATTERN = '\\S';
const DATE_PATTERN = '^(19|20)\\d{2}-';

/** spec 5: length 1..maxLength when maxLength > 0; an answer is never empty or blank. */
export function textSchema(
  field: Pick<FormField, 'maxLength' | 'format'>,
  defaultMaxLength: number = FIELD_LIMITS.textMaxLength,
): JsonObject {
  return {
    type: 'string',
    minLength: 1,
    maxLength: field.maxLength > 0 ? field.maxLength : defaultMaxLength,
    pattern: NON_BLANK_PATTERN,
    ...(field.format === 'email' ? { format: 'email' } : field.format === 'url' ? { format: 'uri' } : {}),
  };
}

/** The property schema and uiSchema of one answerable field (not its conditions or "other" boxes). */
export function fieldSchemas(kind: FieldKind, field: FormField): { schema: JsonObject; ui: JsonObject } {
  const options = sortedOptions(field);
  const values = options.map((o) => o.value);
  const enumNames = options.map((o) => o.title);
  const title = field.title;
  const initial = field.defaultValue;
  switch (kind) {
    case 'select':
    case 'radio': {
      const schema: JsonObject = { type: 'string', title, enum: values };
      if (initial !== null && values.includes(initial)) schema.default = initial;
      const ui: JsonObject =
        kind === 'select'
          ? { 'ui:placeholder': SELECT_PLACEHOLDER, 'ui:enumNames': enumNames }
          : { 'ui:widget': 'radio', 'ui:enumNames': enumNames, 'ui:options': { inline: options.length < RADIO_BLOCK_MIN_OPTIONS } };
      return { schema, ui };
    }
    case 'checkbox':
      if (options.length === 0) {
        // A lone checkbox ("I agree"): required means it must be checked.
        const schema: JsonObject = { type: 'boolean', title, ...(field.required ? { const: true } : {}) };
        if (initial === 'true') schema.default = true;
        return { schema, ui: {} };
      }
      return {
        schema: {
          type: 'array',
          title,
          items: { type: 'string', enum: values },
          uniqueItems: true,
          ...(field.required ? { minItems: 1 } : {}),
          ...(initial !== null && values.includes(initial) ? { default: [initial] } : {}),
        },
        ui: { 'ui:widget': 'checkboxes', 'ui:enumNames': enumNames },
      };
    case 'text':
    case 'textarea':
      return {
        schema: {
          ...textSchema(field, kind === 'textarea' ? FIELD_LIMITS.textareaMaxLength : FIELD_LIMITS.textMaxLength),
          title,
          ...(initial ? { default: initial } : {}),
        },
        ui: kind === 'textarea' ? { 'ui:widget': 'textarea' } : {},
      };
    case 'date':
      // The "today" default depends on the day: it is initial form data, not part of the (cached) schema.
      return {
        schema: {
          type: 'string',
          title,
          format: 'date',
          pattern: DATE_PATTERN,
          ...(initial && initial !== DEFAULT_TODAY ? { default: initial } : {}),
        },
        ui: { 'ui:widget': 'date' },
      };
    case 'number': {
      const schema: JsonObject = {
        type: 'number',
        title,
        minimum: FIELD_LIMITS.numberMin,
        maximum: field.maxQuantity > 0 ? field.maxQuantity : FIELD_LIMITS.numberMax,
      };
      if (initial !== null && initial !== '' && Number.isFinite(Number(initial))) schema.default = Number(initial);
      return { schema, ui: {} };
    }
    case 'hidden':
      return {
        schema: {
          type: 'string',
          title,
          maxLength: field.maxLength > 0 ? field.maxLength : FIELD_LIMITS.textMaxLength,
          ...(initial ? { default: initial } : {}),
        },
        ui: { 'ui:widget': 'hidden' },
      };
    case 'separator':
      return { schema: { type: 'null', title }, ui: { 'ui:field': 'separator' } };
  }
}
