// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { formFixtures } from './form.fixtures.ts';
import { FORM_MESSAGES, FORM_TEXT } from '#schemas/forms/messages.ts';
import type { FormData } from './form.schema.ts';
import { ApiProvider } from '#src/data/api-provider.tsx';
import { validatorModule } from '#src/server/forms/ajv.server.ts';
import FormWidget from './form.tsx';

// The browser imports the server's standalone validator module; here the same code is evaluated in place.
vi.mock('#src/forms/validator.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('#src/forms/validator.ts')>();
  return {
    ...actual,
    loadFormValidator: async (_url: string, schema: Parameters<typeof validatorModule>[0], titles: Record<string, string>) => {
      const code = validatorModule(schema).replace('export default exports;', 'return exports;');
      const functions = new Function(code)() as ValidatorFunctions;
      return actual.precompiledValidator(functions, schema, titles);
    },
  };
});

const fetchMock = vi.fn<(request: Request) => Promise<Response>>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function show(data: FormData) {
  render(
    <ApiProvider tenant="northfield">
      <FormWidget props={{}} data={data} sport={null} id="form" />
    </ApiProvider>,
  );
}
const reply = (status: number, body: unknown) => fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
const errorOf = (key: string) => document.getElementById(`form_${key}__error`);

async function ready() {
  await waitFor(() => expect(document.querySelector('.form-body')?.getAttribute('data-checks')).toBe('ready'));
}

describe('form widget', () => {
  it('validates on blur, checkboxes on change, shows conditional fields, and submits once', async () => {
    const user = userEvent.setup();
    show(formFixtures.fanFeedbackSurvey.data);
    await ready();
    expect(screen.getByRole('heading', { name: 'Fan Feedback Survey' })).toBeDefined();
    expect(within(screen.getByLabelText(/Favorite sport/)).getAllByRole('option')[0]?.textContent).toBe('Select...');

    await user.click(screen.getByLabelText(/Full name/));
    await user.tab();
    expect(errorOf('q2')?.textContent).toBe('Full name is required.');
    await user.type(screen.getByLabelText(/Email address/), 'pat@example');
    await user.tab();
    expect(errorOf('q3')?.textContent).toBe(FORM_MESSAGES.email);

    const agree = screen.getByLabelText(/I agree/);
    await user.click(agree);
    await user.click(agree);
    expect(errorOf('q23')?.textContent).toContain('is required.');

    expect(screen.queryByLabelText('What keeps you from attending?')).toBeNull();
    await user.click(screen.getByLabelText('Never'));
    expect(screen.getByLabelText('What keeps you from attending?')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert').textContent).toBe(FORM_MESSAGES.formInvalid);
    expect(document.activeElement?.id).toBe('form_q2');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Full name/), 'Pat Fan');
    await user.type(screen.getByLabelText(/Email address/), '.com');
    await user.selectOptions(screen.getByLabelText(/Favorite sport/), 'Football');
    await user.selectOptions(screen.getByLabelText(/Would you recommend/), 'Yes');
    await user.click(agree);
    reply(201, { id: 7, thankYouText: 'Thank you for your feedback! See you at the next home game.' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Thank you for your feedback! See you at the next home game.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.url).toBe('http://localhost:3000/api/v2/forms/1/submissions');
    expect(await request.json()).toEqual({
      data: { q2: 'Pat Fan', q3: 'pat@example.com', q4: 'football', q5: 'never', q11: '2026-11-21', q15: 'yes', q22: 'website', q23: true },
      website: '',
      accessToken: null,
    });
  });

  it('shows the messages the server answers with (422) and the closed message (409)', async () => {
    const user = userEvent.setup();
    show(formFixtures.limited.data);
    await ready();
    await user.type(screen.getByLabelText(/Full name/), 'Pat');
    await user.type(screen.getByLabelText(/Email address/), 'pat@example.com');
    reply(422, { error: { message: FORM_MESSAGES.formInvalid, fields: { q1: FORM_MESSAGES.invalid } } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(errorOf('q1')?.textContent).toBe(FORM_MESSAGES.invalid));
    reply(409, { error: { message: 'All field passes have been claimed. Thank you for your interest!' } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('All field passes have been claimed. Thank you for your interest!');
  });

  it('pending, closed and unreadable forms say so; a protected form asks for its code', async () => {
    const user = userEvent.setup();
    show(formFixtures.pending.data);
    expect(screen.getByText('This form is not open yet. It opens on Jan 5, 2027.')).toBeDefined();
    show(formFixtures.closed.data);
    expect(screen.getByText('Tailgate RSVPs are closed. Thank you to everyone who joined us for Homecoming!')).toBeDefined();
    show(formFixtures.unknownFieldType.data);
    expect(screen.getByText('Error parsing the form schema')).toBeDefined();

    show(formFixtures.protectedLocked.data);
    reply(403, { error: { message: FORM_TEXT.accessCodeWrong } });
    await user.type(screen.getByLabelText(FORM_TEXT.accessCodeLabel), 'guess{Enter}');
    await screen.findByText(FORM_TEXT.accessCodeWrong);
    reply(200, { ...formFixtures.limited.data, form: formFixtures.protectedLocked.data.form, accessToken: 'token' });
    await user.click(screen.getByRole('button', { name: FORM_TEXT.unlock }));
    await screen.findByRole('button', { name: 'Submit' });
  });
});
