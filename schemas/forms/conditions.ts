import { CONDITION_ANY, type FormCondition, type FormField } from '../entities/form.ts';
import type { AnswerShape, JsonObject } from './field-kinds.ts';
import { sortedOptions } from './field-kinds.ts';

/** What the converter knows about a field another field's condition may point at. */
export interface ConditionTarget {
  key: string;
  field: FormField;
  shape: AnswerShape;
}

const TRUTHY = new Set(['true', 'yes', 'on', '1', 'checked']);

/** spec 5: "Is" matches the option value or its title; the answer stored is always the option value. */
function matchingValues(target: ConditionTarget, value: string): string[] {
  const fromOptions = sortedOptions(target.field)
    .filter((o) => o.value === value || o.title === value)
    .map((o) => o.value);
  return [...new Set([value, ...fromOptions])];
}

/** The schema one answer must meet for a condition to hold (its presence is required separately). */
function answerRule(condition: FormCondition, target: ConditionTarget): JsonObject {
  const any = condition.operator === 'Is' && condition.value === CONDITION_ANY;
  const negate = condition.operator === 'Is Not';
  switch (target.shape) {
    case 'array': {
      if (any) return { minItems: 1 };
      const contains = { contains: { enum: matchingValues(target, condition.value) } };
      return negate ? { minItems: 1, not: contains } : contains;
    }
    case 'boolean': {
      if (any) return { const: true };
      const equals = { const: TRUTHY.has(condition.value.toLowerCase()) };
      return negate ? { not: equals } : equals;
    }
    case 'number': {
      if (any) return {};
      const n = Number(condition.value);
      const equals = { const: Number.isFinite(n) && condition.value.trim() !== '' ? n : condition.value };
      return negate ? { not: equals } : equals;
    }
    default: {
      if (any) return { minLength: 1 };
      const equals = { enum: matchingValues(target, condition.value) };
      return negate ? { minLength: 1, not: equals } : equals;
    }
  }
}

/**
 * spec 5 conditional display as a JSON Schema `if`: "Is" with value any = any answer; "Is" = equals the option
 * value or title; "Is Not" = an answer exists and differs. Several conditions on one field must all hold.
 */
export function conditionSchema(conditions: readonly FormCondition[], targets: ReadonlyMap<number, ConditionTarget>): JsonObject {
  const parts = conditions.map((condition) => {
    const target = targets.get(condition.field);
    if (!target) throw new Error(`condition on unknown field ${condition.field}`);
    return { required: [target.key], properties: { [target.key]: answerRule(condition, target) } };
  });
  return parts.length === 1 ? (parts[0] as JsonObject) : { allOf: parts };
}

/**
 * A field shown only while `when` holds: required (if it is) and allowed only then. Both the browser (rjsf shows
 * the `then` properties) and the server (ajv) read the same rule, so a hidden field is never required and an
 * answer to a hidden field is refused.
 */
export function showWhen(when: JsonObject, key: string, schema: JsonObject, required: boolean): JsonObject {
  return {
    if: when,
    then: { properties: { [key]: schema }, ...(required ? { required: [key] } : {}) },
    else: { propertyNames: { not: { const: key } } },
  };
}
