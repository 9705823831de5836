import type {
  Experimental_DefaultFormStateBehavior,
  FieldErrorProps,
  FieldProps,
  FieldTemplateProps,
  ObjectFieldTemplateProps,
  RegistryFieldsType,
  TemplatesType,
} from '@rjsf/utils';
import { errorId, getUiOptions } from '@rjsf/utils';

/**
 * The site's look for react-jsonschema-form (src/widgets/form/form.css styles these class names): labels with
 * a required marker, groups of radios and checkboxes as fieldsets with a legend, one error line per field
 * (icon + text, not colour alone), section separators (spec 5 type '-').
 */

function RequiredMark() {
  return (
    <>
      <span className="form-required" aria-hidden="true">
        *
      </span>
      <span className="visually-hidden"> (required)</span>
    </>
  );
}

/** A radio group or a set of checkboxes: one question over several inputs. */
function isGroup(props: FieldTemplateProps): boolean {
  const widget = getUiOptions(props.uiSchema).widget;
  return widget === 'radio' || widget === 'checkboxes';
}

function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, rawErrors = [], required, displayLabel, hidden, schema, fieldPathId } = props;
  if (hidden) return <div hidden>{children}</div>;
  if (fieldPathId.path.length === 0 || schema.type === 'null') return children;
  const className = `form-field${rawErrors.length > 0 ? ' form-field-invalid' : ''}`;
  if (isGroup(props)) {
    return (
      <fieldset className={className} data-field={id}>
        <legend className="form-label">
          {label}
          {required && <RequiredMark />}
        </legend>
        {children}
        {errors}
      </fieldset>
    );
  }
  return (
    <div className={className} data-field={id}>
      {displayLabel && (
        <label className="form-label" htmlFor={id}>
          {label}
          {required && <RequiredMark />}
        </label>
      )}
      {children}
      {errors}
    </div>
  );
}

/** The field's first message, linked to its input through aria-describedby (rjsf points it at this id). */
function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const message = errors.find(Boolean);
  if (!message) return null;
  return (
    <p className="form-error" id={errorId(fieldPathId)}>
      <span className="form-error-icon" aria-hidden="true" />
      {message}
    </p>
  );
}

/** The root object: the fields one after the other (the form's title is the widget's heading). */
function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <div className="form-fields">{properties.map((property) => (property.hidden ? null : property.content))}</div>;
}

/** spec 5 separator ('-'): a section heading between fields; it has no answer. */
function SeparatorField({ schema }: FieldProps) {
  return <div className="form-separator">{schema.title ? <h3>{schema.title}</h3> : <hr />}</div>;
}

export const formTemplates: Partial<TemplatesType> = { FieldTemplate, FieldErrorTemplate, ObjectFieldTemplate };
export const formFields: RegistryFieldsType = { separator: SeparatorField };

/** A `const: true` lone checkbox ("I agree") must start unchecked: rjsf would otherwise pre-fill consts. */
export const formStateBehavior: Experimental_DefaultFormStateBehavior = { constAsDefaults: 'never' };
