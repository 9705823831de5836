import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { expectConsoleErrors } from '#tests/support/console.ts';
import { createApiClient, RETRYABLE_STATUSES } from './api-client.ts';

function client(responses: (Response | Error)[]) {
  const calls: Request[] = [];
  const fetchImpl = vi.fn(async (request: Request) => {
    calls.push(request);
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    if (next instanceof Error) throw next;
    return next;
  });
  return { api: createApiClient({ baseUrl: 'http://api.test', tenant: 'northfield', fetchImpl }), calls };
}
const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('fetch helper (spec 7)', () => {
  it('sends the tenant header and query', async () => {
    const { api, calls } = client([ok([1])]);
    await api.get('/api/v2/Sports', { query: { sportId: 3, skip: undefined }, empty: [] });
    expect(calls[0]?.headers.get('tenant')).toBe('northfield');
    expect(calls[0]?.url).toBe('http://api.test/api/v2/Sports?sportId=3');
  });

  it.each([...RETRYABLE_STATUSES])('retries a GET once on %i', async (status) => {
    const { api, calls } = client([new Response('busy', { status }), ok({ a: 1 })]);
    expect(await api.get('/x', { empty: null })).toEqual({ a: 1 });
    expect(calls).toHaveLength(2);
  });

  it('retries only once, then logs and returns the empty value', async () => {
    const errors = expectConsoleErrors();
    const { api, calls } = client([new Response('', { status: 503 }), new Response('', { status: 503 }), ok(1)]);
    expect(await api.get('/x', { empty: [] })).toEqual([]);
    expect(calls).toHaveLength(2);
    expect(errors.join()).toContain('503');
  });

  it.each([400, 401, 404, 422])('does not retry a GET on %i', async (status) => {
    expectConsoleErrors();
    const { api, calls } = client([new Response('', { status }), ok(1)]);
    expect(await api.get('/x', { empty: null })).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('never retries a method with a body', async () => {
    expectConsoleErrors();
    const { api, calls } = client([new Response('', { status: 503 }), ok(1)]);
    expect(await api.post('/x', { a: 1 }, { empty: 'empty' })).toBe('empty');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
  });

  it('retries a GET once after a network error', async () => {
    const { api, calls } = client([new TypeError('fetch failed'), ok('fine')]);
    expect(await api.get('/x', { empty: '' })).toBe('fine');
    expect(calls).toHaveLength(2);
  });

  it('returns the empty value on 204 and on a body that fails its schema', async () => {
    const errors = expectConsoleErrors();
    const { api } = client([new Response(null, { status: 204 }), ok({ wrong: true })]);
    expect(await api.get('/promotions/x', { empty: null })).toBeNull();
    expect(await api.get('/x', { schema: z.array(z.number()), empty: [] })).toEqual([]);
    expect(errors.join()).toContain('invalid body');
  });

  // With the external API hanging, a page never answered.
  it('gives up on a hanging upstream at the deadline, retry included, and returns the empty value', async () => {
    const errors = expectConsoleErrors();
    const calls: Request[] = [];
    const hang = (request: Request) => {
      calls.push(request);
      return new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
    };
    const api = createApiClient({ baseUrl: 'http://api.test', tenant: 'northfield', fetchImpl: hang, timeoutMs: 50 });
    const started = Date.now();
    expect(await api.get('/x', { empty: 'empty' })).toBe('empty');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(calls).toHaveLength(1); // the deadline covers the retry too
    expect(errors.join()).toContain('/x');
    await expect(api.raw('/y', { timeoutMs: 20 })).rejects.toThrow();
  });
});
