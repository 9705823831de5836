import { useId, useRef, useState, type FormEvent } from 'react';
import type { WidgetComponentProps } from '#registry/define-widget.ts';
import {
  MAX_EMAIL_LENGTH,
  SUBSCRIBE_TEXT,
  isEmailAddress,
  type SubscribeData,
  type SubscribeProps,
  type SubscribeStatus,
} from './subscribe.schema.ts';
import { useApi } from '#src/data/api-provider.tsx';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import './subscribe.css';

const GOOD: readonly SubscribeStatus[] = ['sent', 'confirmed', 'unsubscribed'];

/** What the status line says; `form` says nothing. */
function message(status: SubscribeStatus): string | null {
  return status === 'form' ? null : SUBSCRIBE_TEXT[status];
}

/**
 * spec 2.1 subscribe: email and sports of interest. Without JavaScript the form posts to the site
 * (/subscribe, answered with a redirect back here and a status); with it, the page posts to the content API and
 * says how it went in place, keeping what was typed when something is wrong.
 */
export default function Subscribe({ data, props }: WidgetComponentProps<SubscribeProps, SubscribeData>) {
  const id = useId();
  const api = useApi();
  const email = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<SubscribeStatus>(data.status);
  const [sending, setSending] = useState(false);
  const note = message(status);
  const invalid = status === 'invalid';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = new FormData(event.currentTarget);
    const address = String(form.get('email') ?? '').trim();
    if (!isEmailAddress(address)) {
      setStatus('invalid');
      email.current?.focus();
      return;
    }
    setSending(true);
    try {
      const response = await api.raw('/api/v2/newsletter/subscriptions', {
        method: 'POST',
        body: { email: address, sports: form.getAll('sports').map(Number), website: String(form.get('website') ?? '') },
      });
      setStatus(response.status === 202 ? 'sent' : response.status === 422 ? 'invalid' : response.status === 429 ? 'limited' : 'error');
      if (response.status === 422) email.current?.focus();
    } catch {
      setStatus('error');
    } finally {
      setSending(false);
    }
  };

  if (props.variant === 'unsubscribed' || status === 'confirmed') {
    return (
      <section className="subscribe container">
        <p role="status" className={GOOD.includes(status) ? 'subscribe-note subscribe-ok' : 'subscribe-note subscribe-problem'}>
          {note}
        </p>
        <p>
          <SmartLink href={props.variant === 'unsubscribed' ? '/subscribe' : '/'}>
            {props.variant === 'unsubscribed' ? 'Subscribe again' : 'Back to the home page'}
          </SmartLink>
        </p>
      </section>
    );
  }
  return (
    <section className="subscribe container">
      <p>Get Falcons news, schedules and ticket offers by email. Choose the sports you follow, or none for everything.</p>
      <div role={GOOD.includes(status) ? 'status' : 'alert'} className="subscribe-live">
        {note ? (
          <p id={`${id}-note`} className={GOOD.includes(status) ? 'subscribe-note subscribe-ok' : 'subscribe-note subscribe-problem'}>
            {note}
          </p>
        ) : null}
      </div>
      <form method="post" action={data.action} className="subscribe-form" onSubmit={onSubmit} noValidate>
        <div className="form-field">
          <label htmlFor={`${id}-email`}>Email address (required)</label>
          <input
            ref={email}
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={MAX_EMAIL_LENGTH}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? `${id}-note` : undefined}
          />
        </div>
        <fieldset className="subscribe-sports">
          <legend>Sports of interest (optional)</legend>
          {data.sports.map((s) => (
            <label key={s.id}>
              <input type="checkbox" name="sports" value={s.id} /> {s.title}
            </label>
          ))}
        </fieldset>
        {/* Bots fill every input; people never see this one (the API stores nothing when it is filled). */}
        <div className="form-honeypot" aria-hidden="true">
          <label>
            Leave this empty <input name="website" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? 'Sending…' : 'Subscribe'}
        </button>
      </form>
      <p className="subscribe-fine-print">
        We send a confirmation link first: nothing starts until you open it. Every newsletter has an unsubscribe link.
      </p>
    </section>
  );
}
