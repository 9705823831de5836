import { describe, expect, it } from 'vitest';
import { SiteSettingsSchema } from '#schemas/entities/site.ts';
import { Analytics360Schema, AnalyticsSettingsSchema } from '#schemas/entities/tracking.ts';
import { resourceOf, TENANT, importHarness } from './import-harness.fixture.ts';

const harness = importHarness();
const { run, withStore } = harness;

describe('SIDEARM import: Google, Analytics/settings, Mobile/settings', () => {
  it('fills the 360, analytics and mobile settings, leaves an id that is not one out, and writes nothing the second time', async () => {
    const { report, lines } = await run({}, { only: ['Sports', 'Google', 'Analytics/settings', 'Mobile/settings'] });
    expect(report.exitCode).toBe(0);
    expect(resourceOf(report, 'Google')).toMatchObject({ fetched: 1, written: 1, failed: 0 });
    expect(resourceOf(report, 'Analytics/settings')).toMatchObject({ fetched: 1, written: 1 });
    expect(lines).toContain(
      'Analytics/settings: fetched 1, written 1, unchanged 0, skipped 0, deleted 0, failed 0 (id left out: not a measurement (G-…) or tag manager (GTM-…) id)',
    );
    expect(resourceOf(report, 'Mobile/settings')).toMatchObject({ fetched: 1, written: 1 });
    await withStore(async (store) => {
      expect(await store.settings.parsed(TENANT, 'analytics_360', Analytics360Schema)).toMatchObject({
        google360PropertyId: 'lakeshore-360',
        clientAbbreviation: 'LIT',
        ticketProvider: null,
        clientRegion: null,
        isClientSidearmExtended: true,
      });
      expect(await store.settings.parsed(TENANT, 'analytics', AnalyticsSettingsSchema)).toEqual({
        analyticsMeasurementIds: ['G-LAKE123'],
        tagManagerCodes: ['GTM-LAKE45'],
      });
      const site = await store.settings.parsed(TENANT, 'site', SiteSettingsSchema);
      expect(site?.mobile).toEqual({ mobileAppleAppId: '1234567890' });
      // The rest of the site settings stay the new tenant's.
      expect(site?.schoolName).toBe(TENANT);
    });

    const again = await run({}, { only: ['Sports', 'Google', 'Analytics/settings', 'Mobile/settings'] });
    for (const name of ['Google', 'Analytics/settings', 'Mobile/settings'])
      expect(resourceOf(again.report, name)).toMatchObject({ written: 0, unchanged: 1 });
  });

  it('keeps an app id set here by someone else', async () => {
    await run({}, { only: ['Sports'] });
    await withStore(async (store) => {
      const site = (await store.settings.get(TENANT, 'site')) as Record<string, unknown>;
      await store.settings.put(TENANT, 'site', { ...site, mobile: { mobileAppleAppId: '42' } });
    });
    // Even when --site made the site settings the importer's.
    const { report } = await run({}, { only: ['Mobile/settings'], site: { schoolPhoneNumber: '(555) 010-0199' } });
    expect(resourceOf(report, 'Mobile/settings')).toMatchObject({ written: 0, skipped: 1 });
    expect(resourceOf(report, 'Mobile/settings').reasons).toEqual({ 'app id set here, not by the importer (--replace overwrites it)': 1 });
    await withStore(async (store) =>
      expect((await store.settings.parsed(TENANT, 'site', SiteSettingsSchema))?.mobile.mobileAppleAppId).toBe('42'),
    );
  });
});
