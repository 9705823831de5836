import type { JsonObject } from './field-kinds.ts';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const sub = (value: unknown): JsonObject => (isObject(value) ? value : {});

/**
 * Whether `value` meets a condition schema of ./conditions.ts, with ajv's semantics for the few keywords those
 * use (allOf, not, required, properties, const, enum, minLength, minItems, contains). It decides which
 * conditional fields show before the browser has loaded the precompiled validator (and during server
 * rendering); to-json-schema.test.ts checks it against ajv. Unknown keywords are an error, never ignored.
 */
export function meetsCondition(schema: JsonObject, value: unknown): boolean {
  for (const [keyword, rule] of Object.entries(schema)) {
    if (!holds(keyword, rule, value)) return false;
  }
  return true;
}

function holds(keyword: string, rule: unknown, value: unknown): boolean {
  switch (keyword) {
    case 'allOf':
      return (rule as unknown[]).every((part) => meetsCondition(sub(part), value));
    case 'not':
      return !meetsCondition(sub(rule), value);
    case 'required':
      return !isObject(value) || (rule as string[]).every((key) => value[key] !== undefined);
    case 'properties':
      return (
        !isObject(value) ||
        Object.entries(sub(rule)).every(([key, part]) => value[key] === undefined || meetsCondition(sub(part), value[key]))
      );
    case 'const':
      return value === rule;
    case 'enum':
      return (rule as unknown[]).includes(value);
    case 'minLength':
      return typeof value !== 'string' || [...value].length >= (rule as number);
    case 'minItems':
      return !Array.isArray(value) || value.length >= (rule as number);
    case 'contains':
      return !Array.isArray(value) || value.some((item) => meetsCondition(sub(rule), item));
    default:
      throw new Error(`Condition keyword "${keyword}" is not supported`);
  }
}
