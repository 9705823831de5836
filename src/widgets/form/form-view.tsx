import { useEffect, useRef, useState } from 'react';
import Form, { type IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useApi } from '#src/data/api-provider.tsx';
import { useHydrated } from '#src/chrome/use-hydrated.ts';
import { formFields, formStateBehavior, formTemplates } from '#src/forms/theme.tsx';
import { FORM_MESSAGES, FORM_TEXT } from '#schemas/forms/messages.ts';
import { HONEYPOT_FIELD, type ReadyForm } from './form.schema.ts';
import { postSubmission } from './form-api.ts';
import { useFormChecks } from './use-form-checks.ts';

type Result = { kind: 'sent'; text: string } | { kind: 'closed'; text: string };

/** An open form (react-jsonschema-form, the site's theme): validated as spec 5 says, sent once, thanked. */
export function FormView({ data, id }: { data: ReadyForm; id: string }) {
  const api = useApi();
  // Inert until React runs it: a native submit would put the answers in the address (NeedsScriptNote).
  const hydrated = useHydrated();
  const checks = useFormChecks(data, id);
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [honeypot, setHoneypot] = useState('');
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  // spec 5: after a failed submit, focus goes to the first invalid field (in page order).
  useEffect(() => {
    if (focusRequest === 0) return;
    const field = formRef.current?.querySelector('.form-field-invalid');
    field?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea')?.focus();
  }, [focusRequest]);
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const fail = (message: string) => {
    setAlert(message);
    setFocusRequest((n) => n + 1);
  };

  const onSubmit = async ({ formData }: IChangeEvent) => {
    if (sending) return;
    const answers = (formData ?? {}) as Record<string, unknown>;
    if (!checks.check(answers)) return fail(FORM_MESSAGES.formInvalid);
    setSending(true);
    setAlert(null);
    const outcome = await postSubmission(api, data.form.id, { data: answers, [HONEYPOT_FIELD]: honeypot, accessToken: data.accessToken });
    setSending(false);
    if (outcome.kind === 'sent') setResult({ kind: 'sent', text: outcome.thankYouText || data.form.thankYouText });
    else if (outcome.kind === 'closed') setResult({ kind: 'closed', text: outcome.message });
    else if (outcome.kind === 'invalid') {
      checks.setServerErrors(outcome.fields);
      fail(FORM_MESSAGES.formInvalid);
    } else setAlert(outcome.message);
  };

  if (result) {
    return (
      <div className={`form-result form-result-${result.kind}`} role="status" tabIndex={-1} ref={resultRef}>
        <p>{result.text}</p>
      </div>
    );
  }

  return (
    <div className="form-body" ref={formRef} data-checks={checks.validator.checks ? 'ready' : 'loading'}>
      <div className="form-alert" role="alert">
        {/* A new element per attempt: screen readers announce a repeated message again. */}
        {alert ? (
          <p key={focusRequest}>
            <span className="form-error-icon" aria-hidden="true" />
            {alert}
          </p>
        ) : null}
      </div>
      <Form
        schema={data.schema as RJSFSchema}
        uiSchema={data.uiSchema as UiSchema}
        validator={checks.validator.rjsf}
        formData={checks.answers}
        idPrefix={id}
        experimental_defaultFormStateBehavior={formStateBehavior}
        templates={formTemplates}
        fields={formFields}
        extraErrors={checks.extraErrors}
        disabled={!hydrated}
        noValidate
        noHtml5Validate
        showErrorList={false}
        omitExtraData
        liveOmit="onChange"
        onChange={(event, fieldId) => checks.onChange((event.formData ?? {}) as Record<string, unknown>, fieldId)}
        onBlur={checks.onBlur}
        onSubmit={onSubmit}
      >
        {/* Bots fill every input; people never see this one (src/server/forms/submit.server.ts). */}
        <div className="form-honeypot" aria-hidden="true">
          <label>
            Leave this empty
            <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" value={honeypot} onChange={(e) => setHoneypot(e.target.value)} />
          </label>
        </div>
        <div className="form-actions">
          <button type="submit" className="button button-primary form-submit" disabled={sending || !hydrated}>
            {sending ? FORM_TEXT.sending : FORM_TEXT.submit}
          </button>
        </div>
      </Form>
    </div>
  );
}
