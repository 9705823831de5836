// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { widgetFixtures } from '#registry/widget-fixtures.ts';
import { WIDGET_NAMES, widgetSchemas, type WidgetName } from '#registry/widget-schemas.ts';
import { propsJsonSchema } from '#src/server/api/routes/admin.server.ts';
import { validatorModule } from '#src/server/forms/ajv.server.ts';
import PropsForm, { propLabel } from './props-form.tsx';

afterEach(cleanup);

/** What the browser imports from /admin/widgets/{name}/validator.js, evaluated in place. */
function validatorFor(schema: Record<string, unknown>): ValidatorType {
  const code = validatorModule(schema).replace('export default exports;', 'return exports;');
  return createPrecompiledValidator(new Function(code)() as ValidatorFunctions, schema);
}
const widgetOf = (name: WidgetName) => ({
  name,
  label: widgetSchemas[name].label,
  description: widgetSchemas[name].description,
  schema: propsJsonSchema(name),
});

// A widget whose props cannot be edited in the generated form fails here.
describe.each(WIDGET_NAMES)('the props form of %s', (name) => {
  const widget = widgetOf(name);
  const properties = Object.keys((widget.schema.properties as object | undefined) ?? {});

  it('comes from its zod props schema and accepts the props of every fixture', () => {
    expect(widget.schema.type).toBe('object');
    expect(widget.description.length).toBeGreaterThan(10);
    const validator = validatorFor(widget.schema);
    for (const [fixture, { props }] of Object.entries(widgetFixtures[name])) {
      expect(validator.validateFormData(props, widget.schema).errors, `${name} fixture ${fixture}`).toEqual([]);
      // The server's own check (zod) agrees with the form's (JSON Schema).
      expect(widgetSchemas[name].props.safeParse(props).success).toBe(true);
    }
  });

  it('renders a labelled control for every prop, with no error for a fixture', () => {
    const [first] = Object.values(widgetFixtures[name]);
    const onValid = vi.fn();
    const { container } = render(
      <PropsForm
        widget={widget}
        instanceId="w"
        value={(first?.props ?? {}) as Record<string, unknown>}
        onValid={onValid}
        validator={validatorFor(widget.schema)}
      />,
    );
    if (properties.length === 0) {
      expect(container.textContent).toContain('This widget has no settings.');
      return;
    }
    for (const key of properties) {
      const control = container.querySelector<HTMLElement>(`[id="props-w_${key}"]`);
      expect(control, `${name}.${key}`).not.toBeNull();
      const labelled = container.querySelector(`label[for="props-w_${key}"]`) ?? control?.closest('label');
      expect(labelled?.textContent, `${name}.${key} label`).toContain(propLabel(key));
    }
    expect(container.querySelector('.form-error')).toBeNull();
  });
});

describe('the props form refuses what the schema refuses', () => {
  it('shows the message and keeps the invalid value out of the draft', async () => {
    const widget = widgetOf('story-list');
    const onValid = vi.fn();
    const { container } = render(
      <PropsForm
        widget={widget}
        instanceId="w"
        value={{ title: 'News', count: 4 }}
        onValid={onValid}
        validator={validatorFor(widget.schema)}
      />,
    );
    const count = container.querySelector<HTMLInputElement>('[id="props-w_count"]');
    onValid.mockClear();
    await act(async () => {
      fireEvent.change(count as HTMLInputElement, { target: { value: '0' } });
    });
    expect(container.querySelector('.form-error')?.textContent).toMatch(/>= 1|at least|minimum/i);
    expect(onValid).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.change(count as HTMLInputElement, { target: { value: '6' } });
    });
    expect(onValid).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'News', count: 6 }));
  });
});

it('labels props in words', () => {
  expect(['sportScoped', 'seriesId', 'html', 'title'].map(propLabel)).toEqual(['Sport scoped', 'Series ID', 'HTML', 'Title']);
});
