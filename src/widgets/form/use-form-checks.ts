import { useCallback, useEffect, useMemo, useState } from 'react';
import { getDefaultFormState, type ErrorSchema, type RJSFSchema } from '@rjsf/utils';
import { formStateBehavior } from '#src/forms/theme.tsx';
import { conditionValidator, loadFormValidator, type FormValidator } from '#src/forms/validator.ts';
import type { JsonObject } from '#schemas/forms/to-json-schema.ts';
import type { ReadyForm } from './form.schema.ts';

/** Answer keys whose control is a checkbox (spec 5: they validate as soon as they change, not on blur). */
function checkboxKeys(schema: JsonObject): Set<string> {
  const keys = new Set<string>();
  const visit = (properties: unknown) => {
    for (const [key, value] of Object.entries((properties ?? {}) as Record<string, JsonObject>)) {
      if (value.type === 'boolean' || value.type === 'array') keys.add(key);
    }
  };
  visit(schema.properties);
  for (const part of (schema.allOf ?? []) as JsonObject[]) visit((part.then as JsonObject | undefined)?.properties);
  return keys;
}

/**
 * spec 5 validation timing: a field shows its message once it has been left (blur), a checkbox once it has
 * changed, every field after a failed submit. Messages then follow each keystroke. Messages the server sent
 * (422) stay until that field changes.
 */
export function useFormChecks(data: ReadyForm, idPrefix: string) {
  const [validator, setValidator] = useState<FormValidator>(conditionValidator);
  // The answers start as rjsf starts them: the day's initial data plus the schema's defaults.
  const [answers, setAnswers] = useState<Record<string, unknown>>(() => {
    const schema = data.schema as RJSFSchema;
    return getDefaultFormState(validator.rjsf, schema, { ...data.initialData }, schema, false, formStateBehavior) as Record<
      string,
      unknown
    >;
  });
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const checkboxes = useMemo(() => checkboxKeys(data.schema), [data.schema]);

  useEffect(() => {
    let live = true;
    loadFormValidator(data.validatorUrl, data.schema, data.titles).then(
      (loaded) => live && setValidator(loaded),
      // The server still checks every submission: the fan sees its messages instead (422).
      (error: unknown) => console.error(`Form ${data.form.id}: the validator did not load`, error),
    );
    return () => {
      live = false;
    };
  }, [data.validatorUrl, data.schema, data.titles, data.form.id]);

  const keyOf = useCallback((id: string) => id.slice(idPrefix.length + 1).replace(/-\d+$/, ''), [idPrefix]);
  const touch = useCallback((key: string) => setTouched((prev) => (prev.has(key) ? prev : new Set(prev).add(key))), []);

  const messages = useMemo(() => validator.messages(answers), [validator, answers]);
  const extraErrors = useMemo(() => {
    const shown: Record<string, string> = { ...serverErrors };
    for (const [key, message] of Object.entries(messages)) if (submitted || touched.has(key)) shown[key] = message;
    return Object.fromEntries(Object.entries(shown).map(([key, message]) => [key, { __errors: [message] }])) as ErrorSchema;
  }, [messages, serverErrors, submitted, touched]);

  const onChange = useCallback(
    (next: Record<string, unknown>, id?: string) => {
      setAnswers(next);
      const key = id ? keyOf(id) : null;
      if (!key) return;
      setServerErrors((prev) => (key in prev ? Object.fromEntries(Object.entries(prev).filter(([k]) => k !== key)) : prev));
      if (checkboxes.has(key)) touch(key);
    },
    [checkboxes, keyOf, touch],
  );
  const onBlur = useCallback((id: string) => touch(keyOf(id)), [keyOf, touch]);

  /** On submit: every message shows; returns whether the answers may be sent. */
  const check = useCallback(
    (current: Record<string, unknown>) => {
      setAnswers(current);
      setSubmitted(true);
      return Object.keys(validator.messages(current)).length === 0;
    },
    [validator],
  );

  return { validator, answers, extraErrors, onChange, onBlur, check, setServerErrors };
}
