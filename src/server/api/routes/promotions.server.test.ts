import { describe, expect, it } from 'vitest';
import { seededStore } from '#tests/support/seeded-store.ts';
import { CLIENT_IP_HEADER } from '../../forms/rate-limit.server.ts';
import { IMPRESSION_LIMIT } from './promotions.server.ts';

const ctx = seededStore('promotions-api');
const { school } = ctx;
const campaign = school.promotions.flatMap((p) => p.campaigns)[0]?.id ?? 0;

const counter = (ids: string, client = '203.0.113.1') => ctx.request(`/promotions/counter?adIds=${ids}`, { headers: { [CLIENT_IP_HEADER]: client } });

// Issue 13, finding 5: 100 made-up ids stored 100 rows per request, with no limit.
describe('GET /api/v2/promotions/counter', () => {
  it('counts known campaigns only, once per request', async () => {
    const madeUp = Array.from({ length: 98 }, (_, i) => 900_000 + i);
    expect((await counter([campaign, campaign, ...madeUp].join(','))).status).toBe(204);
    expect(ctx.store.impressions(school.tenant, campaign)).toBe(1);
    expect(ctx.store.db.prepare('SELECT count(*) AS n FROM impressions').get()).toEqual({ n: 1 });
  });

  it('limits each client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= IMPRESSION_LIMIT.requests; i++) statuses.push((await counter(String(campaign), '203.0.113.9')).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 204)).toHaveLength(IMPRESSION_LIMIT.requests);
    expect((await counter(String(campaign), '203.0.113.10')).status).toBe(204);
  });

  it('still serves promotions by name ("counter" is not one)', async () => {
    const response = await ctx.request('/promotions/home-hero');
    expect(response.status).toBe(200);
  });
});
