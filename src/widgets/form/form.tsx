import type { FormData, FormProps } from './form.schema.ts';
import { FORM_TEXT } from '#schemas/forms/messages.ts';
import type { WidgetComponentProps } from '#registry/define-widget.ts';
import { formatDate } from '../shared/format.ts';
import { AccessPrompt } from './access-prompt.tsx';
import { useHydrated } from '#src/chrome/use-hydrated.ts';
import { FormStatusNote, NeedsScriptNote, PaymentNote } from './form-notes.tsx';
import { FormView } from './form-view.tsx';

/** What the form shows for its state: the form, its status (spec 4), the access-code prompt, or the parse error (spec 8). */
function FormBody({ data, id }: { data: FormData; id: string }) {
  switch (data.state) {
    case 'ready':
      return (
        <>
          {data.preview ? <p className="form-note">{FORM_TEXT.staffPreview}</p> : null}
          <PaymentNote payment={data.form.payment} />
          <FormView data={data} id={id} />
        </>
      );
    case 'unavailable':
      return (
        <FormStatusNote text={data.status === 'pending' && data.opensAt ? FORM_TEXT.pending(formatDate(data.opensAt)) : data.message} />
      );
    case 'locked':
      return (
        <AccessPrompt formId={data.form.id} id={id}>
          {(opened) => <FormBody data={opened} id={id} />}
        </AccessPrompt>
      );
    case 'invalid':
      return <FormStatusNote text={data.message} tone="error" />;
  }
}

/** spec 3–5: a form page (/form/{id}, /hidden/form/{id}, /protected/form/{id}). rjsf loads only with this widget. */
export default function FormWidget({ data, id }: WidgetComponentProps<FormProps, FormData>) {
  const hydrated = useHydrated();
  return (
    <section className="form-widget" aria-labelledby={`${id}-title`}>
      {/* The form is the page's subject: its name is the page title, as on every other page. */}
      <header className="page-title">
        <h2 id={`${id}-title`}>{data.form.title}</h2>
      </header>
      <FormBody data={data} id={id} />
      {/* Under the form, beside its inert Send button: where a fan looks when the form does not react, and where its
          going at hydration moves nothing above it. */}
      {!hydrated && (data.state === 'ready' || data.state === 'locked') ? <NeedsScriptNote /> : null}
    </section>
  );
}
