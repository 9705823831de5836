import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool } from '#fixtures/school/index.ts';
import { defaultTemplates } from '#src/pages/page-info.ts';
import { createContentApi } from '../content-api.server.ts';
import { CLIENT_IP_HEADER } from '../../forms/rate-limit.server.ts';
import { seedIfEmpty } from '../../store/seed.server.ts';
import { Store } from '../../store/store.server.ts';
import { IMPRESSION_LIMIT } from './promotions.server.ts';

const school = buildSchool();
const campaign = school.promotions.flatMap((p) => p.campaigns)[0]?.id ?? 0;
let dir: string;
let store: Store;
let api: (request: Request) => Promise<Response>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'promotions-api-'));
  store = Store.open(dir);
  await seedIfEmpty(store, school, defaultTemplates());
  api = createContentApi(store);
});
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

const counter = (ids: string, client = '203.0.113.1') =>
  api(
    new Request(`http://content-api.internal/api/v2/promotions/counter?adIds=${ids}`, {
      headers: { tenant: school.tenant, [CLIENT_IP_HEADER]: client },
    }),
  );

// Finding 5: 100 made-up ids stored 100 rows per request, with no limit.
describe('GET /api/v2/promotions/counter', () => {
  it('counts known campaigns only, once per request', async () => {
    const madeUp = Array.from({ length: 98 }, (_, i) => 900_000 + i);
    expect((await counter([campaign, campaign, ...madeUp].join(','))).status).toBe(204);
    await store.hotCounts.flush();
    expect(await store.promotions.impressions(school.tenant, campaign)).toBe(1);
    const file = new Database(join(dir, 'athletics.sqlite'), { readonly: true });
    try {
      expect(file.prepare('SELECT count(*) AS n FROM impressions').get()).toEqual({ n: 1 });
    } finally {
      file.close();
    }
  });

  it('limits each client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= IMPRESSION_LIMIT.requests; i++) statuses.push((await counter(String(campaign), '203.0.113.9')).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 204)).toHaveLength(IMPRESSION_LIMIT.requests);
    expect((await counter(String(campaign), '203.0.113.10')).status).toBe(204);
  });

  it('still serves promotions by name ("counter" is not one)', async () => {
    const response = await api(
      new Request('http://content-api.internal/api/v2/promotions/home-hero', { headers: { tenant: school.tenant } }),
    );
    expect(response.status).toBe(200);
  });
});
