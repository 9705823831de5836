import { useState, type FormEvent, type ReactNode } from 'react';
import { useApi } from '#src/data/api-provider.tsx';
import { useHydrated } from '#src/chrome/use-hydrated.ts';
import { FORM_TEXT } from '#schemas/forms/messages.ts';
import type { FormData } from './form.schema.ts';
import { unlockForm } from './form-api.ts';

/** A protected form asks for its access code first (README "Forms"); the API checks it and opens the form. */
export function AccessPrompt({ formId, id, children }: { formId: number; id: string; children: (data: FormData) => ReactNode }) {
  const api = useApi();
  // Inert until React runs it: a native submit would put the code in the address (NeedsScriptNote).
  const hydrated = useHydrated();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [opened, setOpened] = useState<FormData | null>(null);
  if (opened) return children(opened);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || code.trim() === '') return;
    setBusy(true);
    const outcome = await unlockForm(api, formId, code.trim());
    setBusy(false);
    if (outcome.kind === 'open') setOpened(outcome.data);
    else setError(outcome.message);
  };

  const inputId = `${id}-access-code`;
  return (
    <form className="form-access" onSubmit={onSubmit} noValidate>
      <p id={`${inputId}-help`}>{FORM_TEXT.accessCodeHelp}</p>
      <div className={`form-field${error ? ' form-field-invalid' : ''}`}>
        <label className="form-label" htmlFor={inputId}>
          {FORM_TEXT.accessCodeLabel}
        </label>
        <input
          id={inputId}
          className="form-control"
          value={code}
          autoComplete="off"
          disabled={!hydrated}
          aria-describedby={`${inputId}-help${error ? ` ${inputId}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <div role="alert">
          {error ? (
            <p className="form-error" id={`${inputId}-error`}>
              <span className="form-error-icon" aria-hidden="true" />
              {error}
            </p>
          ) : null}
        </div>
      </div>
      <div className="form-actions">
        <button type="submit" className="button button-primary form-submit" disabled={busy || !hydrated}>
          {FORM_TEXT.unlock}
        </button>
      </div>
    </form>
  );
}
