// A store seeded from the fixtures for one test file (a temp directory, removed after), and the page payloads
// resolved from it as the content API resolves them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildSchool } from '#fixtures/school/index.ts';
import { defaultTemplates } from '#src/pages/page-info.ts';
import { PagePayloadSchema, type PagePayload } from '#schemas/page.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import { resolvePage } from '#src/server/page/resolve-page.server.ts';
import { seedIfEmpty } from '#src/server/store/seed.server.ts';
import { Store } from '#src/server/store/store.server.ts';

/** The fixture date every page is resolved at (SITE_NOW of the e2e server too). */
export const TEST_NOW = new Date('2026-11-21T17:00:00Z');

export function seededStore(prefix: string) {
  const school = buildSchool();
  let dir = '';
  let store: Store | undefined;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
    store = Store.open(dir);
    seedIfEmpty(store, school, defaultTemplates());
  });
  afterAll(() => {
    store?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const current = () => {
    if (!store) throw new Error('The store is opened in beforeAll');
    return store;
  };
  function page(path: string, staff = false): PagePayload {
    const result = resolvePage({ store: current(), tenant: school.tenant, path, staff, now: TEST_NOW });
    if (result.kind !== 'page') throw new Error(`${path} redirected to ${result.location}`);
    return PagePayloadSchema.parse(result.payload);
  }
  return {
    school,
    get store() {
      return current();
    },
    page,
    /** One widget's data on a page; fails the test when the widget failed. */
    widget<T>(path: string, id: string, staff = false): T {
      const slot = page(path, staff).widgets[id];
      if (!slot?.ok) throw new Error(`${path} #${id}: ${slot && !slot.ok ? slot.error : 'missing'}`);
      return slot.data as T;
    },
    /** 200, or the status of the HttpError the page answers with (404, 401…). */
    status(path: string, staff = false): number {
      try {
        page(path, staff);
        return 200;
      } catch (error) {
        if (error instanceof HttpError) return error.status;
        throw error;
      }
    },
  };
}
