import { describe, expect, it } from 'vitest';
import { retryAfterMs, SidearmClient, SidearmRequestError } from './client.server.ts';

const base = { baseUrl: 'https://api.example.edu/api/v2/', tenant: 'example', retryDelayMs: 1 };

describe('the SIDEARM client', () => {
  it('sends the tenant header, and asks each URL once however many rows need it', async () => {
    const seen: { url: string; tenant: string | null }[] = [];
    const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
      seen.push({ url: String(input), tenant: new Headers(init?.headers).get('tenant') });
      return Response.json({ ok: true });
    }) as typeof globalThis.fetch;
    const client = new SidearmClient({ ...base, concurrency: 4, fetch });
    const answers = await Promise.all([client.json('Seo'), client.json('Seo'), client.json('/Seo')]);
    expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(seen).toEqual([{ url: 'https://api.example.edu/api/v2/Seo', tenant: 'example' }]);
    expect(client.requests).toBe(1);
  });

  it('keeps at most `concurrency` requests open', async () => {
    let open = 0;
    let most = 0;
    const fetch = (async () => {
      most = Math.max(most, ++open);
      await new Promise((resolve) => setTimeout(resolve, 5));
      open--;
      return Response.json([]);
    }) as typeof globalThis.fetch;
    const client = new SidearmClient({ ...base, concurrency: 2, fetch });
    await Promise.all(Array.from({ length: 7 }, (_, i) => client.json(`Navigation/sub`, { sportId: i })));
    expect(most).toBe(2);
  });

  it('retries a 5xx a bounded number of times, and a 404 not at all', async () => {
    const statuses: number[] = [];
    const fetch = (async (input: string | URL | Request) => {
      const status = String(input).endsWith('Broken') ? 502 : 404;
      statuses.push(status);
      return new Response('{}', { status });
    }) as typeof globalThis.fetch;
    const client = new SidearmClient({ ...base, concurrency: 1, retries: 2, fetch });
    await expect(client.json('Broken')).rejects.toMatchObject({
      status: 502,
      message: 'https://api.example.edu/api/v2/Broken: answered 502',
    });
    await expect(client.json('Missing')).rejects.toBeInstanceOf(SidearmRequestError);
    expect(statuses).toEqual([502, 502, 502, 404]);
  });

  it('gives up on a request that outlives its deadline, after its retries', async () => {
    let asked = 0;
    const fetch = ((_input: string | URL | Request, init?: RequestInit) => {
      asked++;
      return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('timed out'))));
    }) as typeof globalThis.fetch;
    const client = new SidearmClient({ ...base, concurrency: 1, retries: 1, timeoutMs: 20, fetch });
    await expect(client.json('Slow')).rejects.toMatchObject({ status: null });
    expect(asked).toBe(2);
  });

  it('fails a 429 that asks for a longer wait than it honours, instead of stalling the run', async () => {
    const fetch = (async () => new Response('{}', { status: 429, headers: { 'retry-after': '3600' } })) as typeof globalThis.fetch;
    const client = new SidearmClient({ ...base, concurrency: 1, maxRetryAfterMs: 60_000, fetch });
    await expect(client.json('Seo')).rejects.toThrow('answered 429, asked to wait 3600 s');
  });

  it('refuses a file larger than the limit while it streams', async () => {
    const fetch = (async () => new Response(new Uint8Array(2048), { headers: { 'content-type': 'image/png' } })) as typeof globalThis.fetch;
    const client = new SidearmClient({ ...base, concurrency: 1, fetch });
    await expect(client.bytes('https://images.example.edu/big.png', 1024)).rejects.toThrow('larger than 1024 bytes');
    await expect(
      new SidearmClient({ ...base, concurrency: 1, fetch }).bytes('https://images.example.edu/big.png', 4096),
    ).resolves.toMatchObject({
      contentType: 'image/png',
    });
  });

  it('reads Retry-After as seconds or a date', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs('soon')).toBeNull();
  });
});
