// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeFixtures } from './subscribe.fixtures.ts';
import { SUBSCRIBE_TEXT } from './subscribe.schema.ts';
import { ApiProvider } from '#src/data/api-provider.tsx';
import { renderInRouter } from '#src/chrome/chrome-test-data.tsx';
import Subscribe from './subscribe.tsx';

const fetchMock = vi.fn<(request: Request) => Promise<Response>>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

type Fixture = (typeof subscribeFixtures)[keyof typeof subscribeFixtures];
const show = (fixture: Fixture) =>
  renderInRouter(
    <ApiProvider tenant="northfield">
      <Subscribe props={fixture.props} data={fixture.data} sport={null} id="subscribe" />
    </ApiProvider>,
    '/subscribe',
  );

describe('subscribe widget', () => {
  it('a plain form: POST to /subscribe, email required, the sports as checkboxes in a fieldset', () => {
    show(subscribeFixtures.form);
    const email = screen.getByRole('textbox', { name: 'Email address (required)' });
    const form = email.closest('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/subscribe']);
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(screen.getByRole('group', { name: 'Sports of interest (optional)' })).toBeDefined();
    expect(screen.getAllByRole('checkbox')).toHaveLength(subscribeFixtures.form.data.sports.length);
  });

  it('with JavaScript: a bad address is caught in place and focused, nothing is sent; a good one posts JSON and says what next', async () => {
    show(subscribeFixtures.form);
    const email = screen.getByRole('textbox', { name: /Email address/ });
    await userEvent.type(email, 'fan@');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert').textContent).toBe(SUBSCRIBE_TEXT.invalid);
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ status: 'pending' }), { status: 202 }));
    await userEvent.type(email, 'example.com');
    const football = subscribeFixtures.form.data.sports.find((s) => s.title === 'Football')!;
    await userEvent.click(screen.getByRole('checkbox', { name: 'Football' }));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(SUBSCRIBE_TEXT.sent)).toBeDefined();
    const request = fetchMock.mock.calls[0]![0];
    expect(new URL(request.url).pathname).toBe('/api/v2/newsletter/subscriptions');
    expect(await request.json()).toEqual({ email: 'fan@example.com', sports: [football.id], website: '' });
    expect((email as HTMLInputElement).value).toBe('fan@example.com');
  });

  it('a refusal from the server keeps what was typed', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 429 }));
    show(subscribeFixtures.form);
    await userEvent.type(screen.getByRole('textbox', { name: /Email address/ }), 'fan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(SUBSCRIBE_TEXT.limited)).toBeDefined();
    expect((screen.getByRole('textbox', { name: /Email address/ }) as HTMLInputElement).value).toBe('fan@example.com');
  });

  it('the unsubscribed landing says what happened and offers to subscribe again', () => {
    show(subscribeFixtures.unsubscribed);
    expect(screen.getByRole('status').textContent).toBe(SUBSCRIBE_TEXT.unsubscribed);
    expect(screen.getByRole('link', { name: 'Subscribe again' }).getAttribute('href')).toBe('/subscribe');
  });
});
