import type { ValidateFunction } from 'ajv';
import ucs2lengthModule from 'ajv/dist/runtime/ucs2length.js';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { schemaVersion, type JsonObject } from '#schemas/forms/to-json-schema.ts';

/**
 * One ajv configuration for both sides (ARCHITECTURE.md "Forms are data too"): the server compiles with it and
 * the browser runs the standalone code generated with it. Formats are regular expressions, so the generated
 * code inlines them instead of requiring ajv-formats.
 */
export const FORM_AJV_OPTIONS: CustomValidatorOptionsType = {
  ajvFormatOptions: false,
  customFormats: {
    email:
      /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
    // spec 5: a URL is valid only if it starts with http or https.
    uri: /^https?:\/\/[^\s/?#.][^\s]*$/i,
    // A real calendar day: 30-day months end on the 30th, February on the 28th, or the 29th in a leap year.
    date: /^(?:\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|1\d|2[0-8]))|\d{2}(?:[02468][048]|[13579][26])-02-29)$/,
  },
};

// CommonJS default export: Node's ESM interop hands over the exports object, bundlers the function.
const ucs2length: (text: string) => number =
  typeof ucs2lengthModule === 'function'
    ? ucs2lengthModule
    : (ucs2lengthModule as unknown as { default: (text: string) => number }).default;

// ajv's standalone code requires its runtime helpers; the browser cannot `require`, so they are inlined.
const RUNTIME_HELPERS: Record<string, string> = {
  'require("ajv/dist/runtime/ucs2length").default': `(${ucs2length.toString()})`,
};

/** Node-side validator (the same class rjsf uses, with the same options): compiles each schema once. */
const serverValidator = customizeValidator(FORM_AJV_OPTIONS);
const MAX_CACHED = 200;
const compiled = new Map<string, { validate: ValidateFunction; module: string | null }>();

function entry(schema: JsonObject) {
  const version = schemaVersion(schema);
  let hit = compiled.get(version);
  if (!hit) {
    if (compiled.size >= MAX_CACHED) compiled.delete(compiled.keys().next().value as string);
    hit = { validate: serverValidator.ajv.compile(schema), module: null };
    compiled.set(version, hit);
  }
  return hit;
}

/** The server's check of one answer set: the ajv errors (empty when valid). */
export function validateAnswers(schema: JsonObject, data: unknown) {
  const { validate } = entry(schema);
  validate(data);
  const errors = validate.errors ?? [];
  validate.errors = null;
  return errors;
}

/**
 * The schema's validators as an ES module for the browser (CSP without 'unsafe-eval': nothing is compiled
 * there). ajv emits CommonJS; it is wrapped so `import()` yields `{ default: { [schema hash]: validate } }`,
 * the map createPrecompiledValidator takes.
 */
export function validatorModule(schema: JsonObject): string {
  const hit = entry(schema);
  if (hit.module !== null) return hit.module;
  let code = compileSchemaValidatorsCode(structuredClone(schema) as RJSFSchema, FORM_AJV_OPTIONS);
  for (const [call, inline] of Object.entries(RUNTIME_HELPERS)) code = code.replaceAll(call, inline);
  if (/\brequire\(|\beval\(|new Function/.test(code)) throw new Error('Form validator code needs a runtime the browser lacks');
  hit.module = `const exports = {};\n${code.replace(/^"use strict";\n/, '')}\nexport default exports;\n`;
  return hit.module;
}
