import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { meetsCondition } from '#schemas/forms/condition-check.ts';
import { fieldMessages, type AjvErrorLike } from '#schemas/forms/messages.ts';
import type { JsonObject } from '#schemas/forms/to-json-schema.ts';

/** What a form page validates with: rjsf's validator (conditional display) and the per-field messages. */
export interface FormValidator {
  rjsf: ValidatorType;
  /** Field key → spec 5 message, for every invalid field of `data` (empty when all is well). */
  messages(data: unknown): Record<string, string>;
  /** false until the precompiled validator has loaded: nothing is checked in the browser before then. */
  checks: boolean;
}

/**
 * The first validator of a form, in server rendering and until the precompiled one has loaded: it evaluates
 * the conditions (so the same fields show on both sides of hydration) and reports no errors.
 */
export function conditionValidator(): FormValidator {
  const rjsf: ValidatorType = {
    isValid: (schema, formData) => meetsCondition(schema as JsonObject, formData),
    validateFormData: () => ({ errors: [], errorSchema: {} }),
    rawValidation: () => ({ errors: [] }),
  };
  return { rjsf, messages: () => ({}), checks: false };
}

/**
 * The real validator: ajv code compiled on the server for this very schema (no eval here, so it runs under
 * a CSP without 'unsafe-eval') and the messages both sides share (schemas/forms/messages.ts).
 */
export function precompiledValidator(
  functions: ValidatorFunctions,
  schema: JsonObject,
  titles: Readonly<Record<string, string>>,
): FormValidator {
  const rjsf = createPrecompiledValidator(functions, schema as RJSFSchema);
  return {
    rjsf,
    messages: (data) => fieldMessages(rjsf.rawValidation<AjvErrorLike>(schema as RJSFSchema, data).errors ?? [], data, titles),
    checks: true,
  };
}

/** Imports the schema's validator module from this site (src/server/app.ts serves /forms/{id}/validator.js). */
export async function loadFormValidator(url: string, schema: JsonObject, titles: Readonly<Record<string, string>>): Promise<FormValidator> {
  const module = (await import(/* @vite-ignore */ url)) as { default: ValidatorFunctions };
  return precompiledValidator(module.default, schema, titles);
}
