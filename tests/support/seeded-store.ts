// The one harness for tests that need the content store: a store seeded from the fixtures for one test file (a
// temp directory, removed after), the page payloads resolved from it as the content API resolves them, and the
// content API over it. On SQLite by default; on a fresh database in the test cluster when asked (`database: 'postgres'`,
// tests/support/postgres.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildSchool, type SchoolFixture } from '#fixtures/school/index.ts';
import { defaultTemplates } from '#src/pages/page-info.ts';
import { PagePayloadSchema, type PagePayload } from '#schemas/page.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import { resolvePage } from '#src/server/page/resolve-page.server.ts';
import { seedIfEmpty } from '#src/server/store/seed.server.ts';
import { PgDb } from '#src/server/store/pg-db.server.ts';
import { Store } from '#src/server/store/store.server.ts';
import { describePostgres, NO_POSTGRES_MESSAGE, privatePostgres, TEST_DATABASE_URL } from './postgres.ts';

/** The databases the store runs on. */
export const DATABASES = ['sqlite', 'postgres'] as const;
export type TestDatabase = (typeof DATABASES)[number];

/**
 * A block of tests on each database, `%s` in its name naming it: `describeDatabases('… on %s', (database) => …)`.
 * The PostgreSQL block is skipped without TEST_DATABASE_URL (tests/support/postgres.ts).
 */
export function describeDatabases(name: string, body: (database: TestDatabase) => void): void {
  for (const database of DATABASES) {
    const title = name.replace('%s', database);
    if (database === 'postgres') describePostgres(title, () => body(database));
    else describe(title, () => body(database));
  }
}

/**
 * The database a seeded store is on unless its test says: SQLite, or the one TEST_DATABASE names
 * (`TEST_DATABASE=postgres npx vitest run src/widgets` runs those tests on PostgreSQL; tests that read the SQLite
 * file themselves stay SQLite-only).
 */
function defaultDatabase(): TestDatabase {
  const named = process.env.TEST_DATABASE;
  if (named === undefined || named === '') return 'sqlite';
  if (!(DATABASES as readonly string[]).includes(named)) throw new Error(`TEST_DATABASE is ${DATABASES.join(' or ')}, not "${named}"`);
  if (named === 'postgres' && !TEST_DATABASE_URL) throw new Error(`TEST_DATABASE=postgres: ${NO_POSTGRES_MESSAGE}`);
  return named as TestDatabase;
}

/**
 * A function to call in beforeAll (or later) for a new empty store on `database`, and every store it opened
 * closed after the file (or describe block). On PostgreSQL, a fresh database in the test cluster is made for the block; each
 * store after the first of a call to `fresh` is another process's view of the same database.
 */
export function emptyStores(database: TestDatabase, prefix: string) {
  const url = database === 'postgres' ? privatePostgres() : null;
  const opened: Store[] = [];
  let dir = '';
  afterAll(async () => {
    for (const store of opened.splice(0)) await store.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return {
    /** A store on the block's database (the same one each call: SQLite's file in one folder, or the block's PostgreSQL database). */
    async open(): Promise<Store> {
      const store = await Store.connect({ dataDir: this.dir(), databaseUrl: url ? url() : undefined });
      opened.push(store);
      return store;
    },
    /**
     * A new store holding nothing, for a test of its own: on SQLite in memory; on PostgreSQL, a new connection to
     * the block's database, whose every table was emptied first (the schema and its migrations stay).
     */
    async fresh(): Promise<Store> {
      if (!url) {
        const store = new Store(':memory:');
        opened.push(store);
        return store;
      }
      const db = PgDb.open({ connectionString: url() });
      try {
        const tables = await db.all<{ name: string }>(
          "SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'migrations'",
        );
        if (tables.length > 0) await db.exec(`TRUNCATE ${tables.map((t) => `"${t.name}"`).join(', ')} RESTART IDENTITY CASCADE`);
      } finally {
        await db.close();
      }
      return this.open();
    },
    /** The connection string of the block's PostgreSQL database; null on SQLite. */
    url: (): string | null => (url ? url() : null),
    /** The block's DATA_DIR (SQLite's file, and stored files' bytes on either database). */
    dir(): string {
      dir ||= mkdtempSync(join(tmpdir(), `${prefix}-`));
      return dir;
    },
  };
}

/** The fixture date every page is resolved at (SITE_NOW of the e2e server too). */
export const TEST_NOW = new Date('2026-11-21T17:00:00Z');

/** The site origin requests are sent to (a form post's Origin must name it to count as same-site). */
export const TEST_ORIGIN = 'http://site.example';

export type ContentApi = (request: Request) => Promise<Response>;

/** Seeding the whole school (and its files) takes seconds; on a busy machine, many more than a hook's default. */
const SEED_TIMEOUT_MS = 60_000;

export interface SeededStoreOptions {
  /** The staff credential (STAFF_TOKEN) the content API accepts; `call` sends it as a Bearer token. */
  staffToken?: string;
  /** The database the store is on: SQLite (or TEST_DATABASE's) unless told otherwise. */
  database?: TestDatabase;
  /** Seeds the new store; the whole demo school with the default templates unless told otherwise. */
  seed?: (store: Store, school: SchoolFixture) => void | Promise<void>;
}

/** The demo school with the default templates, as a first start seeds it. */
export async function seedSchool(store: Store, school: SchoolFixture): Promise<void> {
  await seedIfEmpty(store, school, defaultTemplates());
}

export function seededStore(prefix: string, { staffToken, seed = seedSchool, database = defaultDatabase() }: SeededStoreOptions = {}) {
  const school = buildSchool();
  const url = database === 'postgres' ? privatePostgres() : null;
  let dir = '';
  let store: Store | undefined;
  let api: ContentApi | undefined;
  beforeAll(async () => {
    // The content API reads "now" and the staff token from the environment (read once per test file): "now" is
    // the fixture date, as on the e2e server, so results do not depend on the day the tests run.
    process.env.SITE_NOW ??= TEST_NOW.toISOString();
    if (staffToken) process.env.STAFF_TOKEN = staffToken;
    dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
    store = url ? await Store.connect({ dataDir: dir, databaseUrl: url() }) : Store.open(dir);
    await seed(store, school);
  }, SEED_TIMEOUT_MS);
  afterAll(async () => {
    await store?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const current = () => {
    if (!store) throw new Error('The store is opened in beforeAll');
    return store;
  };
  async function contentApi(): Promise<ContentApi> {
    // Loaded on first use: most store tests never call the API.
    api ??= (await import('#src/server/api/content-api.server.ts')).createContentApi(current());
    return api;
  }
  async function page(path: string, staff = false): Promise<PagePayload> {
    const result = await resolvePage({ store: current(), tenant: school.tenant, path, staff, now: TEST_NOW });
    if (result.kind !== 'page') throw new Error(`${path} redirected to ${result.location}`);
    return PagePayloadSchema.parse(result.payload);
  }
  /** The content API's answer to `/api/v2{path}`, with the school's tenant header (another, or none with null). */
  async function request(
    path: string,
    { tenant = school.tenant, ...init }: RequestInit & { tenant?: string | null } = {},
  ): Promise<Response> {
    const headers = new Headers(init.headers);
    if (tenant !== null) headers.set('tenant', tenant);
    return (await contentApi())(new Request(`${TEST_ORIGIN}/api/v2${path}`, { ...init, headers }));
  }
  return {
    school,
    get store(): Store {
      return current();
    },
    database,
    /** The connection string of the store's PostgreSQL database; null on SQLite. */
    url: (): string | null => (url ? url() : null),
    /** Another process's view of the store (a connection of its own); the caller closes it. */
    connect(): Promise<Store> {
      if (!dir) throw new Error('The store is opened in beforeAll');
      return url ? Store.connect({ dataDir: dir, databaseUrl: url() }) : Promise.resolve(Store.open(dir));
    },
    /** The store's directory (on SQLite, another process's view of it: `Store.open(dir)`). */
    get dir(): string {
      if (!dir) throw new Error('The store is opened in beforeAll');
      return dir;
    },
    page,
    /** One widget's data on a page; fails the test when the widget failed. */
    async widget<T>(path: string, id: string, staff = false): Promise<T> {
      const slot = (await page(path, staff)).widgets[id];
      if (!slot?.ok) throw new Error(`${path} #${id}: ${slot && !slot.ok ? slot.error : 'missing'}`);
      return slot.data as T;
    },
    /** Where the page answers 301 to (a record's own address, spec 2.5), or null when it answers itself. */
    async location(path: string, staff = false): Promise<string | null> {
      const result = await resolvePage({ store: current(), tenant: school.tenant, path, staff, now: TEST_NOW });
      return result.kind === 'redirect' ? result.location : null;
    },
    /** 200, 301 for a redirect, or the status of the HttpError the page answers with (404, 401…). */
    async status(path: string, staff = false): Promise<number> {
      try {
        const result = await resolvePage({ store: current(), tenant: school.tenant, path, staff, now: TEST_NOW });
        if (result.kind === 'redirect') return 301;
        PagePayloadSchema.parse(result.payload);
        return 200;
      } catch (error) {
        if (error instanceof HttpError) return error.status;
        throw error;
      }
    },
    /** The content API's answer to a request made elsewhere (an API client's `fetchImpl`). */
    async api(request: Request): Promise<Response> {
      return (await contentApi())(request);
    },
    request,
    /** A JSON request to `/api/v2{path}`, as staff (the Bearer `staffToken`) unless told otherwise. */
    call(method: string, path: string, body?: unknown, staff = true): Promise<Response> {
      if (staff && !staffToken) throw new Error(`seededStore('${prefix}') was given no staffToken`);
      return request(path, {
        method,
        headers: {
          ...(staff ? { authorization: `Bearer ${staffToken}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    },
    /** Closes the store and opens its file again, as a restart does; the content API follows the new store. */
    reopen(): Store {
      if (url) throw new Error('reopen is SQLite’s (a new connection to its file): on PostgreSQL, use connect()');
      void current().close();
      store = Store.open(dir);
      api = undefined;
      return store;
    },
  };
}
