import { useEffect, useState } from 'react';
import Form, { type IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { formFields, formStateBehavior, formTemplates } from '#src/forms/theme.tsx';
import { HtmlAwareTextWidget } from './rich-text/html-text-widget.tsx';
import type { EditorWidget } from './editor-api.ts';

/** The form's validators, compiled on the server (no eval here: the page's CSP forbids it). */
export async function loadPropsValidator(url: string, schema: Record<string, unknown>): Promise<ValidatorType> {
  const module = (await import(/* @vite-ignore */ url)) as { default: ValidatorFunctions };
  return createPrecompiledValidator(module.default, schema as RJSFSchema);
}

/**
 * rjsf fills in every default when a form opens; those are not edits. Keys the instance did not have that
 * still hold their schema default are left out, so opening a widget's settings changes nothing.
 */
export function withoutAddedDefaults(
  next: Record<string, unknown>,
  before: Record<string, unknown>,
  schema: Record<string, unknown>,
): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, { default?: unknown }>;
  return Object.fromEntries(
    Object.entries(next).filter(
      ([key, v]) => Object.hasOwn(before, key) || (v !== undefined && JSON.stringify(v) !== JSON.stringify(properties[key]?.default)),
    ),
  );
}

/** Strings marked as store HTML are edited as rich text, at any depth of the schema (schemas/html/store-html.ts). */
const formWidgets = { TextWidget: HtmlAwareTextWidget };

const ACRONYMS: Record<string, string> = { id: 'ID', html: 'HTML', url: 'URL', rss: 'RSS' };

/** A prop's label: its name in words ("sportScoped" → "Sport scoped", "seriesId" → "Series ID"). */
export function propLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s_-]+/)
    .map((w) => ACRONYMS[w] ?? w);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface PropsFormProps {
  widget: EditorWidget;
  instanceId: string;
  value: Record<string, unknown>;
  /** Called with props that pass the widget's schema; invalid ones stay in the form with their messages. */
  onValid: (props: Record<string, unknown>) => void;
  validator?: ValidatorType;
  /** Where the validators are: a widget's props by default; site content names its own. */
  validatorUrl?: string;
  /** Fields the server sets itself (a document's id): kept, not shown. */
  hiddenFields?: readonly string[];
}

/**
 * The props form of one widget instance, generated from its props JSON Schema (itself from the zod schema) with
 * the site's rjsf theme. Every change is validated; only valid props go to the draft.
 */
export default function PropsForm({
  widget,
  instanceId,
  value,
  onValid,
  validator: given,
  validatorUrl,
  hiddenFields = [],
}: PropsFormProps) {
  const [loaded, setLoaded] = useState<ValidatorType | null>(given ?? null);
  const [failed, setFailed] = useState(false);
  const [errors, setErrors] = useState<RJSFValidationError[]>([]);
  useEffect(() => {
    if (given) return;
    let live = true;
    loadPropsValidator(validatorUrl ?? `/admin/widgets/${encodeURIComponent(widget.name)}/validator.js`, widget.schema).then(
      (v) => live && setLoaded(v),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [widget, given, validatorUrl]);
  // The very schema the validators were compiled for (the precompiled validator checks it is the same).
  const schema = widget.schema as RJSFSchema;
  const keys = Object.keys((widget.schema.properties as object | undefined) ?? {});
  const hasFields = keys.length > 0;
  const uiSchema = {
    'ui:submitButtonOptions': { norender: true },
    ...Object.fromEntries(
      keys.map((key) => [key, hiddenFields.includes(key) ? { 'ui:widget': 'hidden' } : { 'ui:title': propLabel(key) }]),
    ),
  };

  if (!hasFields) return <p className="editor-note">This widget has no settings.</p>;
  if (failed)
    return (
      <p role="alert" className="form-error">
        The settings form did not load. Reload the page to try again.
      </p>
    );
  if (!loaded) return <p className="editor-note">Loading the settings…</p>;
  const change = (event: IChangeEvent<Record<string, unknown>>) => {
    const result = loaded.validateFormData(event.formData, schema);
    setErrors(result.errors);
    if (result.errors.length === 0 && event.formData) onValid(withoutAddedDefaults(event.formData, value, widget.schema));
  };
  return (
    <div className="editor-props">
      <Form
        key={instanceId}
        schema={schema}
        validator={loaded}
        formData={value}
        idPrefix={`props-${instanceId}`}
        liveValidate="onChange"
        showErrorList={false}
        experimental_defaultFormStateBehavior={formStateBehavior}
        templates={formTemplates}
        fields={formFields}
        widgets={formWidgets}
        onChange={change}
        uiSchema={uiSchema}
      />
      <p className="visually-hidden" aria-live="polite">
        {errors.length > 0
          ? `${errors.length} setting${errors.length === 1 ? ' is' : 's are'} not valid; the draft keeps the last valid settings.`
          : ''}
      </p>
    </div>
  );
}
