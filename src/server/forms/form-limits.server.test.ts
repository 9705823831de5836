import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, FORM_IDS, PROTECTED_FORM_ACCESS_CODE } from '#fixtures/school/index.ts';
import { Store } from '../store/store.server.ts';
import { FAN_COOKIE } from './fan-cookie.server.ts';
import { ACCESS_CODE_LIMITS, FORM_POST_LIMITS } from './form-limits.server.ts';

const school = buildSchool();
const tenant = school.tenant;
/** A halftime contest: the limited form's fields, room for 1,500 entries. */
const CONTEST = { id: 60, max: 1500 };
let dir: string;
let store: Store;
let api: (request: Request) => Promise<Response>;

beforeAll(async () => {
  process.env.STAFF_TOKEN = 'form-limits-staff-token-0123';
  process.env.SITE_NOW = '2026-11-21T12:00:00-05:00';
  dir = mkdtempSync(join(tmpdir(), 'form-limits-'));
  store = Store.open(dir);
  await store.tenants.add(tenant, school.site.athleticsName);
  const { seedForms } = await import('./form-store.server.ts');
  const limited = school.forms.find((f) => f.id === FORM_IDS.limited)!;
  await seedForms(store, tenant, [...school.forms, { ...limited, id: CONTEST.id, maxSubmissions: CONTEST.max }]);
  api = (await import('../api/content-api.server.ts')).createContentApi(store);
});
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** One request as the web server hands it over: the tenant, the client's address, the browser's cookie if any. */
function call(method: string, path: string, address: string, cookie: string | null, body?: unknown) {
  return api(
    new Request(`http://site.example/api/v2${path}`, {
      method,
      headers: {
        tenant,
        'x-client-ip': address,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}
const entry = (i: number) => ({ data: { q1: `Fan ${i}`, q2: `fan${i}@example.com` } });
const post = (formId: number, address: string, cookie: string | null, i = 0) =>
  call('POST', `/forms/${formId}/submissions`, address, cookie, entry(i));

/** The Cookie header a browser would send back after this answer, or null when the answer sets none. */
function cookieOf(response: Response): string | null {
  const header = response.headers.getSetCookie().find((c) => c.startsWith(`${FAN_COOKIE}=`));
  return header ? (header.split(';')[0] ?? null) : null;
}

/** A browser's first visit: the form's uncached definition answer sets its cookie. */
async function browser(formId: number, address: string): Promise<string> {
  const response = await call('GET', `/forms/${formId}`, address, null);
  expect(response.status).toBe(200);
  const cookie = cookieOf(response);
  expect(cookie).not.toBeNull();
  return cookie!;
}

describe('form posts at a stadium: per browser, per address, per form', () => {
  it('the fan cookie is HttpOnly, SameSite=Lax, scoped to the form calls, Secure on https; a known browser gets no new one', async () => {
    const first = await call('GET', `/forms/${FORM_IDS.fanFeedback}`, '192.0.2.1', null);
    const header = first.headers.getSetCookie()[0] ?? '';
    expect(header).toMatch(
      new RegExp(`^${FAN_COOKIE}=[\\w-]+\\.\\d+\\.[\\w-]+; Path=/api/v2/forms; HttpOnly; SameSite=Lax; Max-Age=\\d+$`),
    );
    const again = await call('GET', `/forms/${FORM_IDS.fanFeedback}`, '192.0.2.1', cookieOf(first));
    expect(again.headers.getSetCookie()).toEqual([]);
    const secure = await api(new Request(`https://site.example/api/v2/forms/${FORM_IDS.fanFeedback}`, { headers: { tenant } }));
    expect(secure.headers.getSetCookie()[0]).toMatch(/; Secure$/);
  });

  it(`2,000 fans behind 5 addresses all get in within a minute, up to maxSubmissions (${CONTEST.max}) exactly`, async () => {
    const addresses = Array.from({ length: 5 }, (_, i) => `203.0.113.${i + 1}`);
    const fans = await Promise.all(Array.from({ length: 2000 }, (_, i) => browser(CONTEST.id, addresses[i % 5]!)));
    const statuses = await Promise.all(fans.map((cookie, i) => post(CONTEST.id, addresses[i % 5]!, cookie, i).then((r) => r.status)));
    expect(statuses.filter((s) => s === 201)).toHaveLength(CONTEST.max);
    expect(statuses.filter((s) => s === 409)).toHaveLength(2000 - CONTEST.max);
    expect(await store.submissions.count(tenant, CONTEST.id)).toBe(CONTEST.max);
  });

  it(`one browser's post number ${FORM_POST_LIMITS.perBrowser + 1} in a minute is 429 with Retry-After; its neighbours and its other forms go on`, async () => {
    const address = '198.51.100.10';
    const cookie = await browser(FORM_IDS.fanFeedback, address);
    const statuses = [];
    for (let i = 0; i < FORM_POST_LIMITS.perBrowser; i++) statuses.push((await post(FORM_IDS.fanFeedback, address, cookie, i)).status);
    expect(statuses.every((s) => s !== 429)).toBe(true);
    const limited = await post(FORM_IDS.fanFeedback, address, cookie);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.getSetCookie()).toEqual([]);
    // The same address, another browser; the same browser, another form.
    expect((await post(FORM_IDS.fanFeedback, address, await browser(FORM_IDS.fanFeedback, address))).status).not.toBe(429);
    expect((await post(FORM_IDS.limited, address, cookie)).status).not.toBe(429);
  });

  it(`a client that discards cookies is bounded by ${FORM_POST_LIMITS.perAddress} a minute per address, and gets a cookie each time`, async () => {
    const address = '198.51.100.20';
    const answers = [];
    // Empty answers (422): counted like any post, nothing stored.
    for (let i = 0; i < FORM_POST_LIMITS.perAddress; i++) {
      answers.push(await call('POST', `/forms/${FORM_IDS.fanFeedback}/submissions`, address, null, { data: {} }));
    }
    expect(answers.every((r) => r.status === 422 && cookieOf(r) !== null)).toBe(true);
    const limited = await call('POST', `/forms/${FORM_IDS.fanFeedback}/submissions`, address, null, { data: {} });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not held up.
    expect((await call('POST', `/forms/${FORM_IDS.fanFeedback}/submissions`, '198.51.100.21', null, { data: {} })).status).toBe(422);
  });

  it('a forged or tampered cookie counts as no cookie: counted by the address only, and replaced', async () => {
    const address = '198.51.100.30';
    const good = await browser(FORM_IDS.recruiting, address);
    const [id, expires, signature] = good.slice(FAN_COOKIE.length + 1).split('.') as [string, string, string];
    const forged = [
      `${FAN_COOKIE}=${'A'.repeat(22)}.${expires}.${signature}`, // another id, the old signature
      `${FAN_COOKIE}=${id}.${Number(expires) + 1000}.${signature}`, // a later expiry
      `${FAN_COOKIE}=${id}.${expires}.${signature.slice(0, -2)}xx`, // a changed signature
      `${FAN_COOKIE}=${id}.${Date.now() - 1000}.${signature}`, // expired
      `${FAN_COOKIE}=${id}`,
    ];
    for (const cookie of forged) {
      // Were it a browser, its sixth post would be refused; it is not one.
      for (let i = 0; i <= FORM_POST_LIMITS.perBrowser; i++) {
        const response = await call('POST', `/forms/${FORM_IDS.recruiting}/submissions`, address, cookie, { data: {} });
        expect(response.status, cookie).toBe(422);
        expect(cookieOf(response), cookie).not.toBeNull();
        expect(cookieOf(response)).not.toBe(cookie);
      }
    }
  });

  it(`access codes: ${ACCESS_CODE_LIMITS.perBrowser} tries a browser, ${ACCESS_CODE_LIMITS.wrongPerAddress} wrong ones an address (right ones given back)`, async () => {
    const id = FORM_IDS.protected;
    const unlock = (address: string, cookie: string | null, code: string) => call('POST', `/forms/${id}/access`, address, cookie, { code });
    const cookie = await browser(id, '198.51.100.40');
    for (let i = 0; i < ACCESS_CODE_LIMITS.perBrowser; i++) expect((await unlock('198.51.100.40', cookie, `guess-${i}`)).status).toBe(403);
    expect((await unlock('198.51.100.40', cookie, PROTECTED_FORM_ACCESS_CODE)).status).toBe(429);

    // A guesser who drops cookies, behind the same address as the fans.
    const address = '198.51.100.41';
    for (let i = 0; i < 10; i++) expect((await unlock(address, null, PROTECTED_FORM_ACCESS_CODE)).status).toBe(200);
    for (let i = 0; i < ACCESS_CODE_LIMITS.wrongPerAddress; i++) expect((await unlock(address, null, `guess-${i}`)).status).toBe(403);
    const stopped = await unlock(address, null, 'one-more-guess');
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
