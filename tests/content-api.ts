// The content API over an in-memory store seeded from the fixtures, for one test file: `call` sends a JSON
// request to `/api/v2{path}`, as staff (the Bearer token) unless told otherwise.
import { afterAll, beforeAll } from 'vitest';
import { buildSchool } from '#fixtures/school/index.ts';
import { defaultTemplates } from '#src/pages/page-info.ts';
import { seedIfEmpty } from '#src/server/store/seed.server.ts';
import { Store } from '#src/server/store/store.server.ts';

export function seededContentApi(staffToken: string) {
  const school = buildSchool();
  let store: Store | undefined;
  let api: ((request: Request) => Promise<Response>) | undefined;
  beforeAll(async () => {
    process.env.STAFF_TOKEN = staffToken;
    store = new Store(':memory:');
    seedIfEmpty(store, school, defaultTemplates());
    api = (await import('#src/server/api/content-api.server.ts')).createContentApi(store);
  });
  afterAll(() => store?.close());
  return {
    school,
    get store(): Store {
      if (!store) throw new Error('The store is opened in beforeAll');
      return store;
    },
    call(method: string, path: string, body?: unknown, staff = true): Promise<Response> {
      if (!api) throw new Error('The content API is made in beforeAll');
      return api(
        new Request(`http://site.example/api/v2${path}`, {
          method,
          headers: { tenant: school.tenant, ...(staff ? { authorization: `Bearer ${staffToken}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
    },
  };
}
