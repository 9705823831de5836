import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../env.server.ts';
import { FAN_COOKIE } from '../forms/fan-cookie.server.ts';
import { contentApiRouter } from './api-mount.server.ts';

const FAN = `${FAN_COOKIE}=${'a'.repeat(22)}.1900000000000.${'s'.repeat(43)}`;
let site: Server;
let base: string;
/** What the content API saw of the last request's cookies. */
let seen: string | null = null;

beforeAll(async () => {
  const app = express();
  app.set('trust proxy', 'loopback');
  // The embedded content API, stubbed: it reads the Cookie header and sets the fan cookie and another one.
  const contentApi = async (request: Request) => {
    seen = request.headers.get('cookie');
    const headers = new Headers({ 'content-type': 'application/json' });
    headers.append('set-cookie', `${FAN}; Path=/api/v2/forms; HttpOnly; SameSite=Lax; Max-Age=60`);
    headers.append('set-cookie', 'other=1; Path=/');
    return new Response('{}', { status: 201, headers });
  };
  app.use('/api/v2', contentApiRouter({ config: {} as Env, contentApi, upstreamFetch: fetch, isStaff: async () => false }));
  site = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => site.once('listening', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(() => {
  site.closeAllConnections();
  site.close();
});

const post = (headers: Record<string, string> = {}) =>
  fetch(`${base}/api/v2/forms/1/submissions`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });

describe('the fetch bridge and the fan cookie', () => {
  it('passes the Cookie header to the content API and its fan cookie (only) back to the browser', async () => {
    const response = await post({ cookie: `${FAN}; theme=dark` });
    expect(response.status).toBe(201);
    expect(seen).toContain(FAN);
    expect(response.headers.getSetCookie()).toEqual([`${FAN}; Path=/api/v2/forms; HttpOnly; SameSite=Lax; Max-Age=2592000`]);
  });

  it('marks it Secure when the visitor came over https (as the trusted proxy says)', async () => {
    const response = await post({ 'x-forwarded-proto': 'https' });
    expect(response.headers.getSetCookie()[0]).toMatch(/; Secure$/);
  });

  it('keeps the same-site rule: a cross-site post is refused before the API, and sets nothing', async () => {
    seen = null;
    const response = await post({ origin: 'https://evil.example', cookie: FAN });
    expect(response.status).toBe(403);
    expect(seen).toBeNull();
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
