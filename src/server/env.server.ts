import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import { FIXTURE_TENANT } from '#schemas/constants.ts';
import { DEFAULT_AD_SERVICE_URL, isAdServicePattern } from '#schemas/ads/service-url.ts';

// Environment is validated once at start-up (epic-stack habit): a bad value stops the server with a clear message.
const EnvSchema = z.object({
  NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'production'),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), './data'),
  /**
   * `postgres://user:password@host:port/database`: the store is on that PostgreSQL database, shared by every
   * machine given the same URL (docs/decisions/0033-postgresql-beside-sqlite.md). Unset: SQLite in DATA_DIR.
   */
  DATABASE_URL: z.optional(
    z
      .string()
      .check(
        z.regex(/^postgres(ql)?:\/\/\S+$/, 'DATABASE_URL is a PostgreSQL connection string: postgres://user:password@host:port/database'),
      ),
  ),
  /**
   * The same database without a pooling proxy in between, for what needs a session of its own: each process's
   * LISTEN (a transaction-pooling PgBouncer drops notifications). Unset: DATABASE_URL.
   */
  DATABASE_DIRECT_URL: z.optional(
    z.string().check(z.regex(/^postgres(ql)?:\/\/\S+$/, 'DATABASE_DIRECT_URL is a PostgreSQL connection string, as DATABASE_URL')),
  ),
  /** Connections each process keeps open to PostgreSQL at most (with DATABASE_URL). */
  DATABASE_POOL_SIZE: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000)), 10),
  TENANT: z._default(z.string().check(z.regex(/^[a-z0-9-]+$/)), FIXTURE_TENANT),
  CONTENT_API_URL: z.optional(z.url({ protocol: /^https?$/ })),
  STAFF_TOKEN: z.optional(z.string().check(z.minLength(16, 'STAFF_TOKEN must be at least 16 characters'))),
  SESSION_SECRET: z.optional(z.string().check(z.minLength(16, 'SESSION_SECRET must be at least 16 characters'))),
  /** The first admin, created at start when the tenant has no staff account yet (no default password). */
  ADMIN_USERNAME: z.optional(
    z
      .string()
      .check(z.regex(/^[A-Za-z0-9][A-Za-z0-9._@-]{1,63}$/, 'ADMIN_USERNAME is 2–64 letters, digits, dots, dashes, underscores or @')),
  ),
  ADMIN_PASSWORD: z.optional(z.string().check(z.minLength(12, 'ADMIN_PASSWORD must be at least 12 characters'))),
  PAGE_CACHE: z._default(z.enum(['on', 'off']), 'on'),
  /**
   * Which proxies may name the client's address in X-Forwarded-For (rate limits are per client address):
   * unset trusts none; `loopback`, a hop count such as `1`, or addresses/CIDRs separated by commas.
   */
  /** Hosts whose images the image service may transform (comma-separated host names; https only). None by default. */
  IMAGE_HOSTS: z._default(
    z.string().check(z.regex(/^([a-z0-9.-]+(\s*,\s*[a-z0-9.-]+)*)?$/i, 'IMAGE_HOSTS is a comma-separated list of host names')),
    '',
  ),
  TRUST_PROXY: z.optional(
    z
      .string()
      .check(
        z.regex(
          /^(\d+|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/,
          'TRUST_PROXY is a hop count or a comma-separated list of addresses, CIDRs or names (loopback)',
        ),
      ),
  ),
  /** Where the app is built and served from (server.mjs and react-router.config.ts read the same variable). */
  BUILD_DIR: z._default(z.string().check(z.minLength(1)), 'build'),
  /**
   * Where a site's ad service loads from (spec 3 site config): an https URL with `{siteId}`, without extension
   * (`.js` and `.css` are added; testing sites load it under `/stage`). Used only by sites with an ad service.
   */
  AD_SERVICE_URL: z._default(
    z.string().check(z.refine(isAdServicePattern, 'AD_SERVICE_URL is an https URL naming {siteId}, without query')),
    DEFAULT_AD_SERVICE_URL,
  ),
  /** Game-center pages one process keeps a live stream open to; one more is told to try again (elsewhere). */
  LIVE_MAX_CLIENTS: z._default(
    z.pipe(
      z.string().check(z.regex(/^[1-9]\d{0,6}$/, 'LIVE_MAX_CLIENTS is a whole number of open pages, 1 to 9999999')),
      z.transform(Number),
    ),
    10_000,
  ),
  /**
   * Where stored files' bytes live (docs/decisions/0032-blob-store.md): `dir` is DATA_DIR/files (a local disk or
   * a mount every machine shares), `s3` any S3-compatible bucket (S3_BUCKET, and S3_ENDPOINT unless it is AWS).
   */
  FILE_STORE: z._default(z.enum(['dir', 's3']), 'dir'),
  S3_BUCKET: z.optional(
    z
      .string()
      .check(z.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET is a bucket name: 3–63 lower-case letters, digits, dots or dashes')),
  ),
  /** An S3-compatible service's URL (MinIO, Ceph, R2, …): requests name the bucket in the path. Unset: AWS S3. */
  S3_ENDPOINT: z.optional(z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT is an http(s) URL' })),
  S3_REGION: z._default(z.string().check(z.regex(/^[a-z0-9-]{1,40}$/, 'S3_REGION is a region name such as us-east-1')), 'us-east-1'),
  /** Both or neither: without them the AWS SDK's own chain applies (AWS_* variables, a profile, an instance role). */
  S3_ACCESS_KEY_ID: z.optional(z.string().check(z.minLength(1))),
  S3_SECRET_ACCESS_KEY: z.optional(z.string().check(z.minLength(1))),
  /** A folder in the bucket the files go under (`site-files/`), so one bucket may serve several sites. */
  S3_PREFIX: z._default(
    z
      .string()
      .check(
        z.regex(
          /^(?!(.*\/)?\.\.?(\/|$))([\w.-]+\/)*[\w.-]*$/,
          'S3_PREFIX is a folder such as site-files/ (letters, digits, . _ - and /; no leading /, no . or ..)',
        ),
      ),
    '',
  ),
  /** Pins "now" (ISO date) for upcoming/results widgets: tests and demos of a fixed season. */
  SITE_NOW: z.optional(z.iso.datetime({ offset: true })),
  /**
   * The SIDEARM v2 API `npm run sidearm:import` reads (docs/decisions/0034-sidearm-import.md): an https origin,
   * optionally with the API's path (default `/api/v2`); http only on this machine (tests, a local copy).
   */
  SIDEARM_API_URL: z.optional(
    z
      .url({ protocol: /^https?$/, error: 'SIDEARM_API_URL is an https URL' })
      .check(z.refine(isSidearmApiUrl, 'SIDEARM_API_URL is an https URL (http only on localhost), without query or credentials')),
  ),
  /** The school's tenant at SIDEARM (the `tenant` header sent there), not this site's TENANT. */
  SIDEARM_TENANT: z.optional(z.string().check(z.regex(/^[A-Za-z0-9._-]{1,100}$/, 'SIDEARM_TENANT is letters, digits, . _ or -'))),
  /** Requests the importer keeps open at SIDEARM at once. */
  SIDEARM_CONCURRENCY: z._default(
    z.pipe(z.string().check(z.regex(/^[1-8]$/, 'SIDEARM_CONCURRENCY is a whole number from 1 to 8')), z.transform(Number)),
    4,
  ),
  /**
   * Minutes between the server's incremental SIDEARM syncs (docs/decisions/0039-sidearm-sync.md): every N minutes
   * one process of all those on the store imports what changed since the last successful sync. Unset: no sync.
   */
  SIDEARM_SYNC_MINUTES: z.optional(
    z.pipe(
      z
        .string()
        .check(
          z.refine(
            (value) => /^\d{1,4}$/.test(value) && Number(value) >= 5 && Number(value) <= 1440,
            'SIDEARM_SYNC_MINUTES is a whole number of minutes from 5 to 1440',
          ),
        ),
      z.transform(Number),
    ),
  ),
  /**
   * Milliseconds a PostgreSQL statement may run before the server ends it with an error (`statement_timeout`), so
   * a stuck statement fails its request instead of holding it and a pooled connection (with DATABASE_URL).
   */
  DATABASE_STATEMENT_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.minimum(100), z.maximum(600_000)), 5000),
});

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function isSidearmApiUrl(value: string): boolean {
  const url = new URL(value);
  if (url.search || url.hash || url.username || url.password) return false;
  return url.protocol === 'https:' || LOOPBACK.has(url.hostname) || url.hostname.startsWith('127.');
}

export type Env = z.infer<typeof EnvSchema> & { STAFF_TOKEN: string; SESSION_SECRET: string };

/** The environment as configured, validated (a bad value throws one message naming every problem). */
export function parseEnv(source: NodeJS.ProcessEnv): z.infer<typeof EnvSchema> {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid environment:\n${issues}`);
  }
  const { STAFF_TOKEN, SESSION_SECRET } = parsed.data;
  // A session cookie signed with the API token would let whoever holds the token forge sessions, and the reverse.
  if (STAFF_TOKEN !== undefined && STAFF_TOKEN === SESSION_SECRET)
    throw new Error('Invalid environment:\n  SESSION_SECRET: must not be the STAFF_TOKEN');
  const together = [...fileStoreIssues(parsed.data), ...sidearmSyncIssues(parsed.data)];
  if (together.length > 0) throw new Error(`Invalid environment:\n${together.map((issue) => `  ${issue}`).join('\n')}`);
  return parsed.data;
}

/** What SIDEARM_SYNC_MINUTES needs of the other settings. */
function sidearmSyncIssues(config: z.infer<typeof EnvSchema>): string[] {
  if (config.SIDEARM_SYNC_MINUTES === undefined) return [];
  const issues: string[] = [];
  // The sync fills the local store: a site reading another content API would never show what it imports.
  if (config.CONTENT_API_URL)
    issues.push('SIDEARM_SYNC_MINUTES: the sync fills this store, so it cannot run with CONTENT_API_URL (unset one of them)');
  const missing = (['SIDEARM_API_URL', 'SIDEARM_TENANT'] as const).filter((name) => !config[name]);
  if (missing.length > 0) issues.push(`SIDEARM_SYNC_MINUTES: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} required too`);
  // The import refuses the demo school without --replace, which a sync has no way to say: it would fail every period.
  if (config.TENANT === FIXTURE_TENANT)
    issues.push(`SIDEARM_SYNC_MINUTES: TENANT is the demo school's ("${FIXTURE_TENANT}"); set TENANT to the school's own`);
  return issues;
}

/** What the file-store variables get wrong together (each one alone is checked by the schema). */
function fileStoreIssues(config: z.infer<typeof EnvSchema>): string[] {
  const issues: string[] = [];
  if (config.FILE_STORE === 's3' && !config.S3_BUCKET) issues.push('S3_BUCKET: required when FILE_STORE=s3');
  // Without FILE_STORE=s3 every machine would keep its own files on its own disk, which is what a bucket avoids.
  if (config.FILE_STORE === 'dir' && config.S3_BUCKET)
    issues.push('FILE_STORE: S3_BUCKET is set, so set FILE_STORE=s3 too (or unset S3_BUCKET)');
  if ((config.S3_ACCESS_KEY_ID === undefined) !== (config.S3_SECRET_ACCESS_KEY === undefined))
    issues.push('S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
  return issues;
}

let cached: Env | undefined;

/**
 * The validated environment of this process. The server's boot (boot/main.server.ts) sets STAFF_TOKEN and
 * SESSION_SECRET before any app code runs (from the environment or from their files in DATA_DIR), so every
 * worker shares them. A process started otherwise (unit tests, scripts) gets random values of its own: never
 * logged, never equal.
 */
export function env(): Env {
  if (cached) return cached;
  const parsed = parseEnv(process.env);
  cached = {
    ...parsed,
    STAFF_TOKEN: parsed.STAFF_TOKEN ?? randomBytes(24).toString('base64url'),
    SESSION_SECRET: parsed.SESSION_SECRET ?? randomBytes(32).toString('base64url'),
  };
  return cached;
}

export function siteNow(): Date {
  const pinned = env().SITE_NOW;
  return pinned ? new Date(pinned) : new Date();
}
