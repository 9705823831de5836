import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, FORM_IDS, LIMITED_FORM_MAX, PROTECTED_FORM_ACCESS_CODE } from '#fixtures/school/index.ts';
import { FORM_MESSAGES } from '#schemas/forms/messages.ts';
import { toJsonSchema } from '#schemas/forms/to-json-schema.ts';
import type { ReadyForm } from '#src/widgets/form/form.schema.ts';
import { precompiledValidator } from '#src/forms/validator.ts';
import { expectConsoleErrors } from '#tests/support/console.ts';
import { Store } from '../store/store.server.ts';
import { validatorModule } from './ajv.server.ts';

const STAFF = 'forms-test-staff-token-0123';
const school = buildSchool();
const tenant = school.tenant;
let dir: string;
let store: Store;
let api: (request: Request) => Promise<Response>;
let ip = 0;

beforeAll(async () => {
  process.env.STAFF_TOKEN = STAFF;
  process.env.SITE_NOW = '2026-11-21T12:00:00-05:00';
  dir = mkdtempSync(join(tmpdir(), 'forms-api-'));
  store = Store.open(dir);
  await store.tenants.add(tenant, school.site.athleticsName);
  const { seedForms } = await import('./form-store.server.ts');
  await seedForms(store, tenant, school.forms);
  api = (await import('../api/content-api.server.ts')).createContentApi(store);
});
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Every stored submission, counted in the store's file itself. */
function countRows(): { n: number } {
  const file = new Database(join(dir, 'athletics.sqlite'), { readonly: true });
  try {
    return file.prepare('SELECT count(*) AS n FROM form_submissions').get() as { n: number };
  } finally {
    file.close();
  }
}

/** One request as the web server hands it over: tenant header, a client address (a new one each time, unless given). */
function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return api(
    new Request(`http://site.example/api/v2${path}`, {
      method,
      headers: {
        tenant,
        'x-client-ip': `10.0.${Math.floor(++ip / 250)}.${ip % 250}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}
const submit = (id: number, data: Record<string, unknown>, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  call('POST', `/forms/${id}/submissions`, { data, ...extra }, headers);
const staff = { authorization: `Bearer ${STAFF}` };
const fan = { q2: 'Pat Fan', q3: 'pat@example.com', q4: 'football', q5: 'every-game', q15: 'yes', q23: true };

describe('POST /api/v2/forms/{id}/submissions', () => {
  it('stores a valid submission with a server timestamp, exactly as sent, and staff read it back', async () => {
    const answers = { ...fan, q9: ['nachos', 'drinks'], q10: 'Tacos, please', q11: '2026-11-21', q12: 4, q22: 'website' };
    const response = await submit(FORM_IDS.fanFeedback, answers);
    expect(response.status).toBe(201);
    const created = (await response.json()) as { id: number; thankYouText: string };
    expect(created.thankYouText).toBe('Thank you for your feedback! See you at the next home game.');
    expect((await call('GET', `/forms/${FORM_IDS.fanFeedback}/submissions`)).status).toBe(401);
    const list = (await (await call('GET', `/forms/${FORM_IDS.fanFeedback}/submissions`, undefined, staff)).json()) as {
      total: number;
      submissions: { id: number; data: unknown; createdAt: string }[];
    };
    const stored = list.submissions.find((s) => s.id === created.id);
    expect(stored?.data).toEqual(answers);
    expect(Math.abs(Date.parse(stored?.createdAt ?? '') - Date.now())).toBeLessThan(60_000);
  });

  it('refuses invalid answers with 422 and the spec 5 message per field', async () => {
    const response = await submit(FORM_IDS.fanFeedback, {
      ...fan,
      q2: undefined,
      q3: 'pat@',
      q19: 'not a url',
      q5: 'never',
      q6: undefined,
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: {
        status: 422,
        message: FORM_MESSAGES.formInvalid,
        fields: { q2: 'Full name is required.', q3: FORM_MESSAGES.email, q19: FORM_MESSAGES.url },
      },
    });
  });

  it("the server accepts exactly what the browser's precompiled validator accepts", async () => {
    const converted = toJsonSchema(school.forms[0]!);
    if (!converted.ok) throw new Error('conversion failed');
    const { schema, titles } = converted.value;
    const file = join(dir, 'validator.mjs');
    writeFileSync(file, validatorModule(schema));
    const module = (await import(pathToFileURL(file).href)) as { default: Parameters<typeof precompiledValidator>[0] };
    const browser = precompiledValidator(module.default, schema as ReadyForm['schema'], titles);
    const bodies = [
      fan,
      {},
      { ...fan, q3: 'x@y' },
      { ...fan, q4: 'another-sport' },
      { ...fan, q4: 'another-sport', q4_other_3: 'Rugby' },
      { ...fan, q5: 'never', q6: 'Too far' },
      { ...fan, q6: 'Too far' },
      { ...fan, q12: 31 },
      { ...fan, q12: 'seven' },
      { ...fan, q15: 'no' },
      { ...fan, q15: 'no', q16: 'Cheaper tickets' },
      { ...fan, q23: false },
      { ...fan, q9: ['caviar'] },
      { ...fan, q11: '2026-13-01' },
      { ...fan, q2: 'x'.repeat(81) },
      { ...fan, q1: null },
      { ...fan, q1: 'separator' },
      { ...fan, extra: 1 },
    ];
    for (const body of bodies) {
      const response = await submit(FORM_IDS.fanFeedback, body);
      const messages = browser.messages(body);
      expect(response.status, JSON.stringify(body)).toBe(Object.keys(messages).length === 0 ? 201 : 422);
      if (response.status === 422) expect(((await response.json()) as { error: { fields: unknown } }).error.fields).toEqual(messages);
    }
  });

  it("guards: oversize 413, not JSON 415/400, cross-site 403, honeypot accepted but not stored, a browser's rate limit 429", async () => {
    expect((await submit(FORM_IDS.fanFeedback, { ...fan, q2: 'x'.repeat(70 * 1024) })).status).toBe(413);
    expect((await call('POST', `/forms/1/submissions`, 'not json', { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await call('POST', `/forms/1/submissions`, '{oops')).status).toBe(400);
    expect((await submit(1, fan, {}, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await submit(1, fan, {}, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await submit(1, fan, {}, { origin: 'http://site.example', 'sec-fetch-site': 'same-origin' })).status).toBe(201);
    const before = countRows();
    const bot = await submit(1, fan, { website: 'http://spam.example' });
    expect(bot.status).toBe(201);
    expect(countRows()).toEqual(before);
    // One browser: its first post (no cookie yet) counts by its address and gets the cookie; five more with it
    // pass. The limits themselves are tested in form-limits.server.test.ts.
    const first = await submit(1, {}, {}, { 'x-client-ip': '192.0.2.7' });
    const cookie = first.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const statuses = [first.status];
    for (let i = 0; i < 5; i++) statuses.push((await submit(1, {}, {}, { 'x-client-ip': '192.0.2.7', cookie })).status);
    expect(statuses.every((s) => s === 422)).toBe(true);
    const limited = await submit(1, {}, {}, { 'x-client-ip': '192.0.2.7', cookie });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('pending and closed forms answer 409 with their message; hidden forms exist for staff only', async () => {
    expect((await submit(FORM_IDS.pending, { q1: 'A', q2: 'a@b.co' })).status).toBe(409);
    const closed = await submit(FORM_IDS.closed, { q1: 'A', q2: 'a@b.co' });
    expect(closed.status).toBe(409);
    expect(((await closed.json()) as { error: { message: string } }).error.message).toBe(school.forms[4]?.closedMessage);
    expect((await submit(FORM_IDS.hidden, { q1: 'A', q2: 'a@b.co' })).status).toBe(404);
    expect((await call('GET', `/forms/${FORM_IDS.hidden}`)).status).toBe(404);
    expect((await submit(FORM_IDS.hidden, { q1: 'A', q2: 'a@b.co' }, {}, staff)).status).toBe(201);
  });

  it('a protected form opens with its access code, and takes answers with the token it gives', async () => {
    const id = FORM_IDS.protected;
    expect(((await (await call('GET', `/forms/${id}`)).json()) as { state: string }).state).toBe('locked');
    expect((await submit(id, { q1: 'A', q2: 'a@b.co' })).status).toBe(403);
    expect((await call('POST', `/forms/${id}/access`, { code: 'guess' })).status).toBe(403);
    const opened = (await (await call('POST', `/forms/${id}/access`, { code: PROTECTED_FORM_ACCESS_CODE })).json()) as ReadyForm;
    expect(opened.state).toBe('ready');
    expect(opened.validatorUrl).toContain('token=');
    expect((await call('GET', `/forms/${id}/validator.js?token=${encodeURIComponent(opened.accessToken ?? '')}`)).status).toBe(200);
    expect((await call('GET', `/forms/${id}/validator.js`)).status).toBe(403);
    expect((await submit(id, { q1: 'A', q2: 'a@b.co' }, { accessToken: opened.accessToken })).status).toBe(201);
  });

  it(`maxSubmissions is atomic: 200 concurrent submissions to a form of ${LIMITED_FORM_MAX} store exactly ${LIMITED_FORM_MAX}`, async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => submit(FORM_IDS.limited, { q1: `Fan ${i}`, q2: `fan${i}@example.com` })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMITED_FORM_MAX);
    expect(statuses.filter((s) => s === 409)).toHaveLength(200 - LIMITED_FORM_MAX);
    expect(await store.submissions.count(tenant, FORM_IDS.limited)).toBe(LIMITED_FORM_MAX);
    const page = (await (await call('GET', `/forms/${FORM_IDS.limited}`)).json()) as { state: string; message: string };
    expect(page).toMatchObject({ state: 'unavailable', message: school.forms[5]?.closedMessage });
  });

  it('a stored definition with an unknown field type logs the spec 8 error; the page shows "Error parsing the form schema"', async () => {
    const logged = expectConsoleErrors();
    const broken = {
      ...(await store.forms.get(tenant, FORM_IDS.fanFeedback))!,
      id: 99,
      fields: [{ ...school.forms[0]!.fields[1]!, type: 'X' }],
    };
    await store.forms.put(tenant, [broken]);
    expect(await (await call('GET', '/forms/99')).json()).toMatchObject({ state: 'invalid', message: 'Error parsing the form schema' });
    expect(logged).toContain('Form match error: field type [X] not found');
  });

  it('accepted submissions survive closing and reopening the store', async () => {
    const before = countRows().n;
    store.close();
    store = Store.open(dir);
    expect(countRows().n).toBe(before);
    api = (await import('../api/content-api.server.ts')).createContentApi(store);
  });
});
