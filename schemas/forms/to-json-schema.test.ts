import { describe, expect, it } from 'vitest';
import { validateAnswers } from '#src/server/forms/ajv.server.ts';
import { buildForms, field, is, isNot, option } from '#fixtures/school/forms.ts';
import { CONDITION_ANY, DEFAULT_TODAY, FormSchema, type Form, type FormField } from '../entities/form.ts';
import { meetsCondition } from './condition-check.ts';
import { FIELD_LIMITS, FIELD_TYPE_CODES, type FieldKind } from './field-kinds.ts';
import { FORM_MESSAGES, fieldMessages } from './messages.ts';
import { formStatus, initialFormData, toJsonSchema, type FormJsonSchema, type JsonObject } from './to-json-schema.ts';

const base = buildForms()[0] as Form;
const formOf = (fields: FormField[], extra: Partial<Form> = {}): Form => ({ ...base, fields, emailField: null, ...extra });

function convert(form: Form): FormJsonSchema {
  const result = toJsonSchema(form);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}
const prop = (c: FormJsonSchema, key: string) => (c.schema.properties as Record<string, JsonObject>)[key];
/** The server's verdict (ajv, the same options as the browser's precompiled code), as the fan reads it. */
const check = (c: FormJsonSchema, data: Record<string, unknown>) => fieldMessages(validateAnswers(c.schema, data), data, c.titles);

const options = [option(3, 'Gamma'), option(1, 'Alpha'), option(2, 'Beta')];

describe('toJsonSchema: every field type code of spec 5', () => {
  const expected = {
    select: { type: 'string', ui: { 'ui:placeholder': 'Select...' } },
    text: { type: 'string', ui: {} },
    textarea: { type: 'string', ui: { 'ui:widget': 'textarea' } },
    radio: { type: 'string', ui: { 'ui:widget': 'radio' } },
    checkbox: { type: 'array', ui: { 'ui:widget': 'checkboxes' } },
    date: { type: 'string', ui: { 'ui:widget': 'date' } },
    number: { type: 'number', ui: {} },
    hidden: { type: 'string', ui: { 'ui:widget': 'hidden' } },
    separator: { type: 'null', ui: { 'ui:field': 'separator' } },
  } as const;
  const cases = Object.entries(FIELD_TYPE_CODES).flatMap(([kind, codes]) => codes.map((code) => [code, kind as FieldKind] as const));

  it.each(cases)('%s renders as %s', (code, kind) => {
    const c = convert(formOf([field(1, code, 'Question', { options })]));
    expect(prop(c, 'q1')?.type).toBe(expected[kind].type);
    expect(c.uiSchema.q1 ?? {}).toMatchObject(expected[kind].ui);
  });

  it('a lone checkbox is a boolean; required means it must be checked', () => {
    const c = convert(formOf([field(1, 'Z', 'I agree', { required: true })]));
    expect(prop(c, 'q1')).toMatchObject({ type: 'boolean', const: true });
    expect(check(c, { q1: false })).toEqual({ q1: 'I agree is required.' });
    expect(check(c, { q1: true })).toEqual({});
  });

  it('an unknown type is a typed error with the spec 8 message, never a throw', () => {
    const result = toJsonSchema(formOf([field(1, 'T', 'Name'), field(2, 'X', 'Mystery')]));
    expect(result).toEqual({
      ok: false,
      error: { kind: 'unknown-type', field: 2, type: 'X', message: 'Form match error: field type [X] not found' },
    });
  });
});

describe('toJsonSchema: spec 5 rules', () => {
  it('required; length 1..maxLength when maxLength > 0; maximum maxQuantity when > 0', () => {
    const c = convert(
      formOf([
        field(1, 'T', 'Name', { required: true, maxLength: 5 }),
        field(2, 'N', 'Tickets', { maxQuantity: 8 }),
        field(3, 'T', 'Note'),
      ]),
    );
    expect(c.schema.required).toEqual(['q1']);
    expect(prop(c, 'q1')).toMatchObject({ minLength: 1, maxLength: 5 });
    expect(prop(c, 'q2')).toMatchObject({ maximum: 8 });
    expect(prop(c, 'q3')).toMatchObject({ maxLength: FIELD_LIMITS.textMaxLength }); // A default limit
    expect(check(c, {})).toEqual({ q1: 'Name is required.' });
    expect(check(c, { q1: 'toolong', q2: 9 })).toEqual({ q1: FORM_MESSAGES.invalid, q2: FORM_MESSAGES.invalid });
    expect(check(c, { q1: 'ok', q2: 8 })).toEqual({});
  });

  // A hidden field stored 60 KB; blank required answers, year 0001 and -99999.5 passed.
  it('every answer has a sane limit: text lengths, non-blank answers, dates 1900–2099, quantities 0..max', () => {
    const c = convert(
      formOf([
        field(1, 'T', 'Name', { required: true }),
        field(2, 'A', 'Story'),
        field(3, 'H', 'Source'),
        field(4, 'D', 'Born'),
        field(5, 'N', 'Tickets'),
      ]),
    );
    expect(check(c, { q1: '   \t ' })).toEqual({ q1: 'Name is required.' });
    expect(check(c, { q1: 'Val', q2: 'x'.repeat(FIELD_LIMITS.textareaMaxLength + 1), q3: 'x'.repeat(60_000) })).toEqual({
      q2: FORM_MESSAGES.invalid,
      q3: FORM_MESSAGES.invalid,
    });
    expect(check(c, { q1: 'Val', q4: '0001-01-01', q5: -99999.5 })).toEqual({ q4: FORM_MESSAGES.invalid, q5: FORM_MESSAGES.invalid });
    expect(check(c, { q1: 'Val', q2: 'A fine story', q3: 'mail', q4: '2001-02-03', q5: 4 })).toEqual({});
  });

  it('email format for email fields (the form email field, or format email); URL format for url fields', () => {
    const c = convert(
      formOf([field(1, 'T', 'Email'), field(2, 'T', 'Other email', { format: 'email' }), field(3, 'T', 'Site', { format: 'url' })], {
        emailField: 1,
      }),
    );
    expect(check(c, { q1: 'fan@example', q2: 'fan@example.com', q3: 'ftp://x.example.com' })).toEqual({
      q1: FORM_MESSAGES.email,
      q3: FORM_MESSAGES.url,
    });
    expect(check(c, { q1: 'fan@example.com', q3: 'https://example.com/me' })).toEqual({});
  });

  it('options sorted by rank, values with titles; selects get "Select..." first; radios of 5+ are a block', () => {
    const c = convert(
      formOf([
        field(1, 'S', 'Pick', { options }),
        field(2, 'R', 'Few', { options }),
        field(3, 'R', 'Many', { options: [...options, option(4, 'D'), option(5, 'E')] }),
      ]),
    );
    expect(prop(c, 'q1')?.enum).toEqual(['alpha', 'beta', 'gamma']);
    expect(c.uiSchema.q1).toEqual({ 'ui:placeholder': 'Select...', 'ui:enumNames': ['Alpha', 'Beta', 'Gamma'] });
    expect(c.uiSchema.q2).toMatchObject({ 'ui:options': { inline: true } });
    expect(c.uiSchema.q3).toMatchObject({ 'ui:options': { inline: false } });
  });

  it('an "other" option adds "Other {label}", shown and required only while that option is chosen', () => {
    const pick = field(1, 'S', 'Sport', { required: true, options: [option(1, 'Football'), option(2, 'Another', { other: true })] });
    const c = convert(formOf([pick]));
    expect(c.titles.q1_other_1).toBe('Other Sport');
    expect(c.uiSchema['ui:order']).toEqual(['q1', 'q1_other_1', '*']);
    expect(check(c, { q1: 'another' })).toEqual({ q1_other_1: 'Other Sport is required.' });
    expect(check(c, { q1: 'another', q1_other_1: 'Rugby' })).toEqual({});
    expect(check(c, { q1: 'football', q1_other_1: 'Rugby' })).toEqual({ q1_other_1: FORM_MESSAGES.invalid });
  });

  it('a date can default to today: initial data, not schema (the schema stays cacheable)', () => {
    const form = formOf([field(1, 'D', 'Visit', { defaultValue: DEFAULT_TODAY }), field(2, 'D', 'Fixed', { defaultValue: '2026-01-02' })]);
    expect(initialFormData(form, '2026-11-21')).toEqual({ q1: '2026-11-21' });
    expect(prop(convert(form), 'q1')).not.toHaveProperty('default');
    expect(prop(convert(form), 'q2')).toMatchObject({ default: '2026-01-02', format: 'date' });
  });

  it('conditions: "Is" any, "Is" value or title, "Is Not" (exists and differs); hidden fields are neither required nor allowed', () => {
    const c = convert(
      formOf([
        field(1, 'R', 'Attend', { options: [option(1, 'Often'), option(2, 'Never')] }),
        field(2, 'T', 'Why not', { required: true, conditions: [is(1, 'Never')] }),
        field(3, 'C', 'Snacks', { options: [option(1, 'Nachos'), option(2, 'Pretzels')] }),
        field(4, 'T', 'Menu idea', { required: true, conditions: [is(3, CONDITION_ANY)] }),
        field(5, 'T', 'Not often', { required: true, conditions: [isNot(1, 'often')] }),
      ]),
    );
    expect(check(c, {})).toEqual({});
    expect(check(c, { q1: 'never' })).toEqual({ q2: 'Why not is required.', q5: 'Not often is required.' });
    expect(check(c, { q1: 'often', q3: ['nachos'] })).toEqual({ q4: 'Menu idea is required.' });
    expect(check(c, { q1: 'often', q2: 'x', q5: 'y' })).toEqual({ q2: FORM_MESSAGES.invalid, q5: FORM_MESSAGES.invalid });
    expect(check(c, { q1: 'never', q2: 'far', q3: [], q5: 'y' })).toEqual({});
  });

  it("answers to anything but the form's own fields are refused", () => {
    const c = convert(formOf([field(1, 'T', 'Name')]));
    expect(check(c, { q1: 'x', admin: true })).toEqual({ admin: FORM_MESSAGES.invalid });
  });
});

describe('the condition check used before the validator loads agrees with ajv', () => {
  const forms = buildForms().map((form) => convert(form));
  const samples: unknown[] = [
    undefined,
    '',
    'never',
    'Never',
    'yes',
    'no',
    'often',
    true,
    false,
    0,
    3,
    [],
    ['nachos'],
    ['hot-dogs', 'drinks'],
  ];
  it.each(forms.map((c, i) => [i + 1, c] as const))('form %i', (_id, c) => {
    for (const part of (c.schema.allOf ?? []) as JsonObject[]) {
      const condition = part.if as JsonObject;
      const keys = Object.keys(
        JSON.stringify(condition)
          .match(/"q\d+"/g)
          ?.reduce((acc, k) => ({ ...acc, [JSON.parse(k)]: 1 }), {}) ?? {},
      );
      for (const value of samples) {
        const data = Object.fromEntries(keys.map((key) => [key, value]).filter(([, v]) => v !== undefined));
        expect(meetsCondition(condition, data), JSON.stringify({ condition, data })).toBe(validateAnswers(condition, data).length === 0);
      }
    }
  });
});

describe('fixture forms', () => {
  const forms = buildForms();
  it('pass the Form schema and convert', () => {
    for (const form of forms) {
      expect(FormSchema.safeParse(form).success, form.title).toBe(true);
      expect(toJsonSchema(form).ok, form.title).toBe(true);
    }
  });
  it('form 1 uses every field type code and every kind of condition; form 2 has 60 fields', () => {
    const fan = forms[0] as Form;
    expect(new Set(fan.fields.map((f) => f.type))).toEqual(new Set(Object.values(FIELD_TYPE_CODES).flat()));
    const conditions = fan.fields.flatMap((f) => f.conditions);
    expect(conditions.some((c) => c.operator === 'Is' && c.value === CONDITION_ANY)).toBe(true);
    expect(conditions.some((c) => c.operator === 'Is' && c.value !== CONDITION_ANY)).toBe(true);
    expect(conditions.some((c) => c.operator === 'Is Not')).toBe(true);
    expect(fan.fields.some((f) => f.options.some((o) => o.other))).toBe(true);
    expect(forms[1]?.fields).toHaveLength(60);
  });
});

describe('formStatus (spec 4)', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it.each([
    [{ startDate: null, expirationDate: null, maxSubmissions: 0 }, 0, 'active'],
    [{ startDate: '2026-12-01T00:00:00Z', expirationDate: null, maxSubmissions: 0 }, 0, 'pending'],
    [{ startDate: null, expirationDate: '2026-11-20T00:00:00Z', maxSubmissions: 0 }, 0, 'closed'],
    [{ startDate: '2026-11-01T00:00:00Z', expirationDate: '2026-12-01T00:00:00Z', maxSubmissions: 50 }, 49, 'active'],
    [{ startDate: null, expirationDate: null, maxSubmissions: 50 }, 50, 'closed'],
  ] as const)('%j with %i submissions is %s', (dates, count, status) => {
    expect(formStatus(dates, now, count)).toBe(status);
  });
});
