// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { propsJsonSchema } from '#src/server/api/routes/admin.server.ts';
import { contentJsonSchema } from '#src/server/api/routes/admin-content.server.ts';
import { validatorModule } from '#src/server/forms/ajv.server.ts';
import PropsForm from '../props-form.tsx';

afterEach(cleanup);

function validatorFor(schema: Record<string, unknown>): ValidatorType {
  const code = validatorModule(schema).replace('export default exports;', 'return exports;');
  return createPrecompiledValidator(new Function(code)() as ValidatorFunctions, schema);
}

function renderForm(schema: Record<string, unknown>, value: Record<string, unknown>) {
  const onValid = vi.fn();
  const widget = { name: 'rich-text', label: 'Rich text', description: 'Free text', schema };
  render(<PropsForm widget={widget} instanceId="w" value={value} onValid={onValid} validator={validatorFor(schema)} />);
  return onValid;
}

// A heading's name holds its visible text (H2) first, for speech input (WCAG 2.5.3).
const TOOLS = [
  'H2 heading',
  'H3 heading',
  'H4 heading',
  'Bold',
  'Italic',
  'Bulleted list',
  'Numbered list',
  'Link',
  'Image',
  'Undo',
  'Redo',
  'HTML',
];

describe('HTML fields are marked once and edited as rich text', () => {
  it('the marker reaches the generated JSON Schema of the rich-text widget, promotions and splash pages', () => {
    const media = (node: unknown) => (node as { contentMediaType?: string }).contentMediaType;
    expect(media((propsJsonSchema('rich-text').properties as Record<string, unknown>).html)).toBe('text/html');
    expect(media((propsJsonSchema('rich-text').properties as Record<string, unknown>).title)).toBeUndefined();
    const promotion = contentJsonSchema('promotions') as { properties: { campaigns: { items: { properties: { html: unknown } } } } };
    expect(media(promotion.properties.campaigns.items.properties.html)).toBe('text/html');
    expect(media((contentJsonSchema('splash').properties as Record<string, unknown>).html)).toBe('text/html');
  });

  it('draws the field with a labelled toolbar, and the HTML toggle edits the same value', async () => {
    const onValid = renderForm(propsJsonSchema('rich-text'), { html: '<p>Welcome <strong>fans</strong></p>' });
    const toolbar = await screen.findByRole('toolbar', { name: 'HTML: formatting' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(TOOLS);
    const textbox = screen.getByRole('textbox', { name: 'HTML' });
    expect(textbox.id).toBe('props-w_html');
    expect(textbox.innerHTML).toContain('<strong>fans</strong>');

    await act(async () => fireEvent.click(within(toolbar).getByRole('button', { name: 'HTML' })));
    const raw = screen.getByRole('textbox', { name: 'HTML of HTML' });
    expect((raw as HTMLTextAreaElement).value).toBe('<p>Welcome <strong>fans</strong></p>');
    await act(async () => fireEvent.change(raw, { target: { value: '<h2>Gameday</h2><p>Gates open at <em>noon</em></p>' } }));
    expect(onValid).toHaveBeenLastCalledWith(expect.objectContaining({ html: '<h2>Gameday</h2><p>Gates open at <em>noon</em></p>' }));
    await act(async () => fireEvent.click(within(toolbar).getByRole('button', { name: 'HTML' })));
    expect(screen.getByRole('textbox', { name: 'HTML' }).innerHTML).toContain('<h2>Gameday</h2>');
  });

  it('finds marked strings deep in a schema (a campaign in a list); other strings stay text inputs', async () => {
    const schema = {
      type: 'object',
      properties: {
        name: { type: 'string' },
        campaigns: {
          type: 'array',
          items: { type: 'object', properties: { html: { type: ['string', 'null'], contentMediaType: 'text/html' } }, required: ['html'] },
        },
      },
      required: ['name', 'campaigns'],
    };
    renderForm(schema, { name: 'home', campaigns: [{ html: '<p>Sponsor</p>' }] });
    expect(await screen.findAllByRole('toolbar')).toHaveLength(1);
    expect(document.getElementById('props-w_name')?.tagName).toBe('INPUT');
  });

  it('opens HTML the rich view cannot hold (a table) as HTML, saying why, so an edit does not drop it', async () => {
    const html = '<p>Lots</p><table><tbody><tr><td>North</td></tr></tbody></table>';
    renderForm(propsJsonSchema('rich-text'), { html });
    const toolbar = await screen.findByRole('toolbar', { name: 'HTML: formatting' });
    expect(within(toolbar).getByRole('button', { name: 'HTML' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('textbox', { name: 'HTML of HTML' }) as HTMLTextAreaElement).value).toBe(html);
    expect(screen.getByText(/cannot show \(<table>, <tbody>, <tr>, <td>\)/)).toBeTruthy();
  });
});
