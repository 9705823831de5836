import { describe, expect, it } from 'vitest';
import type { TrackingTag } from '#schemas/entities/tracking.ts';
import { TRACKING_SPORT } from '#fixtures/school/index.ts';
import { expectConsoleErrors } from '#tests/support/console.ts';
import { seededStore } from '#tests/support/seeded-store.ts';

const ctx = seededStore('tracking');
const call = (path: string) => ctx.request(path);
const search = async (query: Record<string, string>) =>
  (await (await call(`/TrackingTag/search?${new URLSearchParams(query)}`)).json()) as TrackingTag[];
const names = (tags: TrackingTag[]) => tags.map((t) => t.name).toSorted();

describe('GET /api/v2/TrackingTag/search (spec 5, 7)', () => {
  it('the default site has no tags off the water polo pages (and the unpublished global tag shows nowhere)', async () => {
    expect(await search({ PageTemplate: 'homepage' })).toEqual([]);
    expect(await search({ PageTemplate: 'sport_home', SportName: 'football' })).toEqual([]);
  });

  it("a sport page gets the sport's tags, without the image tag and the empty stylesheet; scoped tags only on their page", async () => {
    const home = await search({ PageTemplate: 'sport_home', SportName: TRACKING_SPORT });
    expect(names(home)).toEqual(['Fan Zone Loader', 'Google Ads Remarketing', 'Water Polo Fan Zone']);
    expect(names(await search({ PageTemplate: 'schedule', SportName: TRACKING_SPORT }))).toContain('Schedule countdown');
    const player = ctx.school.tracking.tags.find((t) => t.name === 'Player spotlight')!.contentIds[0]!;
    expect(names(await search({ PageTemplate: 'roster_bio', SportName: TRACKING_SPORT, ContentId: player }))).toContain('Player spotlight');
    expect(names(await search({ PageTemplate: 'roster_bio', SportName: TRACKING_SPORT, ContentId: '1' }))).not.toContain(
      'Player spotlight',
    );
    // The answer is the spec 3 wire shape: no scope lists.
    expect(Object.keys(home[0]!).toSorted()).toEqual([
      'id',
      'name',
      'trackingCloseBodyObject',
      'trackingHeadObject',
      'trackingOpenBodyObject',
    ]);
  });

  it('a malformed tag in the store is refused and logged; the others are still served', async () => {
    const errors = expectConsoleErrors();
    const body = (style: string) => ({ name: 'Bad', trackingHeadObject: { style: [{ attributes: {}, children: style }] } });
    await ctx.store.documents.put(ctx.school.tenant, 'tracking_tags', [
      { id: 901, body: { id: 901, ...body('.a{}<script>alert(1)</script>'), sportNames: ['mens-golf'] } },
      { id: 902, body: { id: 902, sportNames: ['mens-golf'] } },
      {
        id: 903,
        body: { id: 903, name: 'Good', sportNames: ['mens-golf'], trackingHeadObject: { script: [{ children: 'window.ok = 1' }] } },
      },
    ]);
    expect(names(await search({ SportName: 'mens-golf' }))).toEqual(['Good']);
    expect(errors.join('\n')).toMatch(/Tracking tag 901 "Bad" refused: That is not css/);
    expect(errors.join('\n')).toMatch(/Tracking tag 902 refused/);
    expect((await call(`/TrackingTag/search?SportName=${'x'.repeat(101)}`)).status).toBe(400);
  });

  it('site config, analytics and 360 settings come from the store; ids are empty by default', async () => {
    expect(await (await call('/Analytics/settings')).json()).toEqual({ analyticsMeasurementIds: [], tagManagerCodes: [] });
    expect(await (await call('/common/config')).json()).toMatchObject({ tenant: ctx.school.tenant, gtmIds: [], consentBundleId: null });
    expect(await (await call('/Google')).json()).toMatchObject({ clientId: ctx.school.tenant, clientName: 'Northfield State University' });
    await ctx.store.settings.put(ctx.school.tenant, 'analytics', { analyticsMeasurementIds: ['G-TEST123'], tagManagerCodes: [] });
    expect(await (await call('/Analytics/settings')).json()).toEqual({ analyticsMeasurementIds: ['G-TEST123'], tagManagerCodes: [] });
  });
});
