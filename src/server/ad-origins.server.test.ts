import { describe, expect, it } from 'vitest';
import { seededStore } from '#tests/support/seeded-store.ts';
import { adOriginsFor } from './ad-origins.server.ts';

const seeded = seededStore('ad-origins');
const store = () => seeded.store;
const TENANT = 'northfield';

describe('the CSP origins of the ad service (spec 3 site config)', () => {
  it('allows nothing while the site has no ad service, exactly its library origin once it has one', async () => {
    const origins = adOriginsFor(store(), TENANT, 'https://htlbid.com/v3/{siteId}/htlbid');
    expect(await origins()).toEqual([]);
    const site = (await store().settings.get(TENANT, 'site')) as Record<string, unknown>;
    await store().settings.put(TENANT, 'site', { ...site, adService: { siteId: 'northfield.example.com', isTesting: false } });
    expect(await origins()).toEqual(['https://htlbid.com']);
    expect(await adOriginsFor(store(), TENANT, 'https://ads.example.net/lib/{siteId}/x')()).toEqual(['https://ads.example.net']);
    await store().settings.put(TENANT, 'site', { ...site, adService: null });
    expect(await origins()).toEqual([]);
  });

  it('allows nothing when the settings cannot be read', async () => {
    expect(await adOriginsFor(store(), 'no-such-tenant', 'https://htlbid.com/v3/{siteId}/htlbid')()).toEqual([]);
  });
});
