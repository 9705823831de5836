import { request as httpRequest } from 'node:http';
import { E2E_STAFF_TOKEN, TENANT } from './constants.ts';
import { expect, test } from './fixtures.ts';
import {
  BAD_TENANTS,
  LEAK_MARKERS,
  TENANT_READS,
  TRAVERSAL_PATHS,
  malformedAnswers,
  malformedEnvelopes,
  validAnswers,
  type FormSchema,
  type MalformedBody,
} from '../security/corpora.ts';

// The security suite: corpora sent to the real server (the built app, a fresh store).

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * A raw request on a connection of its own: the target is sent exactly as written (no client normalises the dots
 * or the encodings), header values as bytes, and a refusal that closes the connection affects only this request.
 */
function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: PORT, path, method, agent: false, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('latin1') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
const rawGet = (path: string, headers: Record<string, string> = {}) => raw('GET', path, { tenant: TENANT, ...headers });
/** A header value as the bytes of its UTF-8 text (what a hostile client can put on the wire). */
const asBytes = (value: string) => Buffer.from(value, 'utf8').toString('latin1');

test(`traversal corpus: ${TRAVERSAL_PATHS.length} paths on every file-serving route leak nothing and never fail`, async () => {
  test.setTimeout(120_000);
  expect(TRAVERSAL_PATHS.length).toBeGreaterThanOrEqual(500);
  const problems: string[] = [];
  for (const path of TRAVERSAL_PATHS) {
    const { status, body } = await rawGet(path);
    if (status >= 500) problems.push(`${status} ${path}`);
    const leak = LEAK_MARKERS.find((marker) => body.includes(marker));
    if (leak) problems.push(`${status} ${path} leaked ${leak}`);
  }
  expect(problems).toEqual([]);
  // The same files are there under their real names: the corpus would have seen a leak.
  expect((await rawGet('/favicon.svg')).status).toBe(200);
});

test(`tenant header corpus: ${BAD_TENANTS.length} wrong tenants on ${TENANT_READS.length} reads get no data`, async () => {
  test.setTimeout(60_000);
  const problems: string[] = [];
  for (const path of TENANT_READS) {
    const good = await rawGet(path);
    expect(good.status, path).toBe(200);
    const goodBody = good.body;
    for (const tenant of [...BAD_TENANTS, null]) {
      const { status, body } = await raw('GET', path, tenant === null ? {} : { tenant: asBytes(tenant) });
      if (![400, 404].includes(status)) problems.push(`${status} ${path} tenant=${JSON.stringify(tenant?.slice(0, 40))}`);
      // An error and nothing else: a short JSON error, none of the tenant's data.
      const isError = body.length < 300 && (JSON.parse(body) as { error?: unknown }).error !== undefined;
      if (!isError || body.includes(goodBody.slice(0, 50)))
        problems.push(`data for ${JSON.stringify(tenant?.slice(0, 40))} at ${path}: ${body.slice(0, 80)}`);
    }
  }
  expect(problems).toEqual([]);
});

test('malformed form bodies: at least 300 broken submissions are refused with a 4xx and store nothing', async ({ request, staffApi }) => {
  test.setTimeout(180_000);
  const forms = [1, 2];
  const schemas = new Map<number, FormSchema>();
  for (const id of forms)
    schemas.set(id, (await (await request.get(`/api/v2/forms/${id}`, { headers: { tenant: TENANT } })).json()).schema as FormSchema);
  const cases: { form: number; item: MalformedBody }[] = forms.flatMap((form) => {
    const schema = schemas.get(form)!;
    return [...malformedEnvelopes(validAnswers(schema)), ...malformedAnswers(schema)].map((item) => ({ form, item }));
  });
  expect(cases.length).toBeGreaterThanOrEqual(300);

  const stored = async (form: number) => (await (await staffApi.get(`/api/v2/forms/${form}/submissions?count=1`)).json()).total as number;
  const before = await Promise.all(forms.map(stored));
  let client = 0;
  // One client address per post (the e2e server trusts its loopback proxy): the rate limit is not what refuses them.
  const post = (form: number, body: string, contentType = 'application/json') =>
    raw(
      'POST',
      `/api/v2/forms/${form}/submissions`,
      {
        tenant: TENANT,
        'content-type': contentType,
        'content-length': String(Buffer.byteLength(body)),
        'x-forwarded-for': `198.18.${Math.floor(++client / 250)}.${client % 250}`,
      },
      body,
    );

  const accepted: string[] = [];
  for (const { form, item } of cases) {
    const { status } = await post(form, item.body, item.contentType);
    if (status < 400 || status >= 500) accepted.push(`form ${form} ${item.label}: ${status}`);
  }
  expect(accepted).toEqual([]);
  expect(await Promise.all(forms.map(stored))).toEqual(before);

  // The control: the same submission without its defect is taken, so each refusal above was for the defect.
  for (const form of forms) {
    const valid = await post(form, JSON.stringify({ data: validAnswers(schemas.get(form)!) }));
    expect(valid.status, `form ${form}: ${valid.body}`).toBe(201);
  }
  expect(await Promise.all(forms.map(stored))).toEqual(before.map((n) => n + 1));
  // A cross-site post is refused whatever it carries.
  const crossSite = await request.post('/api/v2/forms/1/submissions', {
    headers: {
      tenant: TENANT,
      'content-type': 'application/json',
      origin: 'https://evil.example',
      authorization: `Bearer ${E2E_STAFF_TOKEN}`,
    },
    data: JSON.stringify({ data: validAnswers(schemas.get(1)!) }),
  });
  expect(crossSite.status()).toBe(403);
});
