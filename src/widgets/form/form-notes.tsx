import { FORM_TEXT } from '#schemas/forms/messages.ts';
import type { FormPayment } from '#schemas/entities/form.ts';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** spec 3 payment settings, shown; taking the payment is out of scope, and the page says so plainly. */
export function PaymentNote({ payment }: { payment: FormPayment }) {
  if (!payment.enabled) return null;
  return (
    <div className="form-note form-payment">
      <h3>Payment</h3>
      <ul>
        <li>
          Price: <strong>{money.format(payment.amount)}</strong>
          {payment.type === 'per-item' ? ' each' : ''}
        </li>
        {payment.maxQuantity > 0 ? <li>Up to {payment.maxQuantity} per order</li> : null}
        {payment.coupon ? <li>Coupon codes are accepted</li> : null}
      </ul>
      <p>{FORM_TEXT.paymentsUnavailable}</p>
    </div>
  );
}

/** A form that cannot take answers now (spec 4) or could not be read (spec 8): one plain sentence. */
export function FormStatusNote({ text, tone = 'info' }: { text: string; tone?: 'info' | 'error' }) {
  return <p className={`form-status form-status-${tone}`}>{text}</p>;
}

/**
 * Before hydration the form is shown but inert: answers are sent by the browser's script, never as a plain HTML
 * post (docs/decisions/0010-controls-before-hydration.md). The page says so plainly, to the fan without JavaScript too.
 */
export function NeedsScriptNote() {
  return (
    <p className="form-note" role="note">
      This form needs JavaScript to send your answers. It opens once the page has finished loading; if JavaScript is off in your browser,
      turn it on and reload the page.
    </p>
  );
}
