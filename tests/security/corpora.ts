/** Corpora of the security suite: traversal paths, tenant header values and malformed form bodies. */

/** Every path that serves files: built assets and static files, images, documents, sport files, vCards, validators. */
export const FILE_PREFIXES = [
  '/assets/',
  '/',
  '/images/stories/',
  '/images/',
  '/documents/',
  '/sports/2026/11/01/',
  '/protected/sports/2026/11/01/',
  '/hidden/sports/2026/11/01/',
  '/staff-directory/x/',
  '/forms/1/',
] as const;

const TARGETS = ['etc/passwd', 'package.json', 'data/athletics.sqlite', 'build/server/index.js', '.env', 'server.mjs'];
const CLIMBS = [
  '../../../../../',
  '..%2f..%2f..%2f..%2f..%2f',
  '%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/',
  '%2E%2E%2F%2E%2E%2F%2E%2E%2F%2E%2E%2F',
  '%252e%252e%252f%252e%252e%252f%252e%252e%252f',
  '..\\..\\..\\..\\..\\',
  '..%5c..%5c..%5c..%5c',
  '%c0%ae%c0%ae/%c0%ae%c0%ae/%c0%ae%c0%ae/',
  '....//....//....//....//',
  '..;/..;/..;/..;/',
  '.%00./.%00./.%00./',
  '/%2e%2e/%2e%2e/%2e%2e/',
];

/** Raw request targets (sent as they are, no client-side normalisation). */
export const TRAVERSAL_PATHS: readonly string[] = FILE_PREFIXES.flatMap((prefix) =>
  CLIMBS.flatMap((climb) => TARGETS.map((target) => `${prefix}${climb}${target}`)),
).concat(
  TARGETS.map((target) => `/images/resize?url=${encodeURIComponent(`/../../../${target}`)}&width=10`),
  TARGETS.map((target) => `/images/convert?url=${encodeURIComponent(`file:///${target}`)}`),
);

/** What must never appear in an answer: a system file, the store, the project's manifest or server code. */
export const LEAK_MARKERS = [
  'root:x:0:0',
  'SQLite format 3',
  '"name": "athletics-renderer"',
  'renderToPipeableStream',
  'SESSION_SECRET',
  'STAFF_TOKEN=',
];

/** Tenant header values that are not this site's tenant, exactly. */
export const BAD_TENANTS: readonly string[] = [
  'NORTHFIELD',
  'Northfield',
  'north',
  'northfield2',
  'other',
  '*',
  '%',
  '_',
  'northfield,other',
  'other,northfield',
  '../northfield',
  './northfield',
  'northfield/..',
  '%6eorthfield',
  'northfield%00',
  'northfield\\',
  "northfield' OR '1'='1",
  "' OR 1=1 --",
  'null',
  'undefined',
  '0',
  '1',
  'true',
  '[]',
  '{}',
  'nоrthfield' /* Cyrillic о */,
  'x'.repeat(4096),
  'northfield;drop table tenants',
  '__proto__',
  'constructor',
];

/** API reads that answer data for the right tenant: none may answer data for a bad one. */
export const TENANT_READS = [
  '/api/v2/Sports',
  '/api/v2/navigation',
  '/api/v2/Seo',
  '/api/v2/common/settings',
  '/api/v2/page?path=/',
  '/api/v2/Alert/active',
  '/api/v2/promotions/home-hero',
  '/api/v2/forms/1',
];

export interface MalformedBody {
  label: string;
  body: string;
  contentType?: string;
}

interface PropertySchema {
  type?: string;
  enum?: string[];
  format?: string;
  maxLength?: number;
  maximum?: number;
  pattern?: string;
  const?: unknown;
  items?: { enum?: string[] };
}
export interface FormSchema {
  required?: string[];
  properties: Record<string, PropertySchema>;
}

/** A submission with every required answer, from the form's own JSON Schema (what the browser validates with). */
export function validAnswers(schema: FormSchema): Record<string, unknown> {
  const answer = (p: PropertySchema): unknown => {
    if (p.const !== undefined) return p.const;
    if (p.enum) return p.enum[0];
    if (p.type === 'boolean') return true;
    if (p.type === 'number' || p.type === 'integer') return p.maximum !== undefined ? Math.min(1, p.maximum) : 1;
    if (p.type === 'array') return p.items?.enum ? [p.items.enum[0]] : [];
    if (p.format === 'email') return 'pat@example.com';
    if (p.format === 'date') return '2026-11-20';
    if (p.format === 'uri') return 'https://fan.example.com';
    return 'Pat';
  };
  return Object.fromEntries((schema.required ?? []).map((name) => [name, answer(schema.properties[name]!)]));
}

/** Answers no field of that kind may accept. */
function badValues(p: PropertySchema): unknown[] {
  const shapes: unknown[] = [{}, { toString: 'x' }, [[]]];
  if (p.type === 'null') return ['an answer to a separator', 1];
  if (p.type === 'boolean') return ['true', 1, 'on', [], ...shapes, ...(p.const === true ? [false] : [])];
  if (p.type === 'number' || p.type === 'integer') return ['twelve', '12', -99999.5, (p.maximum ?? 1e9) + 1, true, [], 'NaN', ...shapes];
  if (p.type === 'array')
    return ['a string', [42], ['not-an-option'], [null], p.items?.enum ? [p.items.enum[0], p.items.enum[0]] : ['x', 'x'], ...shapes];
  const wrongTypes = [42, true, [], ['x'], ...shapes];
  if (p.enum)
    return ['not-an-option', `${p.enum[0]} `, p.enum[0]!.toUpperCase() === p.enum[0] ? 'x' : p.enum[0]!.toUpperCase(), ...wrongTypes];
  const limit = p.maxLength ?? 500;
  const text = ['x'.repeat(limit + 1), ...wrongTypes, ...(p.pattern === '\\S' ? ['   ', '\t\n'] : [])];
  if (p.format === 'email') return ['not-an-email', 'pat@', '@example.com', ...text];
  if (p.format === 'uri') return ['ftp://fan.example.com', 'javascript:alert(1)', 'not a url', ...text];
  if (p.format === 'date') return ['0001-01-01', '9999-12-31', '2026-13-01', '2026-02-30', 'yesterday', '2026/11/21', ...wrongTypes];
  return text;
}

function deep(levels: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}

/** Broken JSON and envelopes: the same for every form. */
export function malformedEnvelopes(valid: Record<string, unknown>): MalformedBody[] {
  const raw = [
    '',
    ' ',
    '{',
    '}',
    '[',
    'null',
    'true',
    '0',
    '"data"',
    '[]',
    '{}',
    '{"data":',
    '{"data":null}',
    '{"data":[]}',
    '{"data":"x"}',
    '{"data":1}',
    '{"data":true}',
    '{"data":{}}',
    '{"data":{"q2":"Pat"}',
    '{"data":{"q2":"Pat",}}',
    "{'data':{}}",
    '{"data":{"q2":"Pat"}}garbage',
    '\u0000',
    `{"data":${JSON.stringify(deep(2000))}}`,
    JSON.stringify({ data: valid, extra: 'x'.repeat(2_000_000) }),
    `{"data":{${Array.from({ length: 5000 }, (_, i) => `"k${i}":1`).join(',')}}}`,
  ].map((body, i) => ({ label: `raw ${i}`, body }));
  return [
    ...raw,
    { label: 'form-encoded', body: 'q2=Pat&q3=pat%40example.com', contentType: 'application/x-www-form-urlencoded' },
    { label: 'text/plain', body: JSON.stringify({ data: valid }), contentType: 'text/plain' },
    { label: 'xml', body: '<data><q2>Pat</q2></data>', contentType: 'application/xml' },
    {
      label: 'multipart',
      body: '--b\r\nContent-Disposition: form-data; name="q2"\r\n\r\nPat\r\n--b--',
      contentType: 'multipart/form-data; boundary=b',
    },
    { label: 'data array', body: JSON.stringify({ data: [valid] }) },
    { label: 'answers at the top', body: JSON.stringify(valid) },
    { label: 'unknown answer', body: JSON.stringify({ data: { ...valid, q999: 'x' } }) },
    // Written as text: JSON.parse keeps "__proto__" as an own key, as a hostile client would send it.
    { label: '__proto__ answer', body: `{"data":{"__proto__":{"admin":true},${JSON.stringify(valid).slice(1)}}` },
    { label: 'constructor answer', body: JSON.stringify({ data: { ...valid, constructor: { prototype: { admin: true } } } }) },
  ];
}

/** Every field of a form broken one at a time, the rest of the submission valid; then every required answer missing. */
export function malformedAnswers(schema: FormSchema): MalformedBody[] {
  const valid = validAnswers(schema);
  const perField = Object.entries(schema.properties).flatMap(([name, property]) =>
    badValues(property).map((value, i) => ({
      label: `${name} #${i} ${JSON.stringify(value).slice(0, 30)}`,
      body: JSON.stringify({ data: { ...valid, [name]: value } }),
    })),
  );
  const missing = (schema.required ?? []).map((name) => {
    const { [name]: _dropped, ...rest } = valid;
    return { label: `missing required ${name}`, body: JSON.stringify({ data: rest }) };
  });
  return [...perField, ...missing];
}
