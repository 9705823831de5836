import { describe, expect, it } from 'vitest';
import { PROVIDER_NAME, adTestOf, readTrackingFlags } from './tracking-flags.ts';
import { clientGtmDisabled, providerGtmDisabled } from './tracking-rules.ts';

describe('tracking query flags (spec 5)', () => {
  it('tracking is on unless tracking_tags_enabled is exactly false', () => {
    expect(readTrackingFlags('').trackingTagsEnabled).toBe(true);
    expect(readTrackingFlags('?tracking_tags_enabled=false').trackingTagsEnabled).toBe(false);
    expect(readTrackingFlags('?tracking_tags_enabled=FALSE').trackingTagsEnabled).toBe(true);
    expect(readTrackingFlags('?tracking_tags_enabled=0').trackingTagsEnabled).toBe(true);
  });

  it('the consent loader is off only with disable_airgap=true; transcend_test_bundle=true picks the test bundle', () => {
    expect(readTrackingFlags('').consentLoaderEnabled).toBe(true);
    expect(readTrackingFlags('disable_airgap=true').consentLoaderEnabled).toBe(false);
    expect(readTrackingFlags('disable_airgap=1').consentLoaderEnabled).toBe(true);
    expect(readTrackingFlags('transcend_test_bundle=true').testConsentBundle).toBe(true);
    expect(readTrackingFlags('transcend_test_bundle=yes').testConsentBundle).toBe(false);
  });

  it("disable_gtm: true turns off all, client the school's, the provider's name the provider's; anything else nothing", () => {
    const of = (value: string) => readTrackingFlags(new URLSearchParams({ disable_gtm: value }));
    expect([clientGtmDisabled(of('true')), providerGtmDisabled(of('true'))]).toEqual([true, true]);
    expect([clientGtmDisabled(of('client')), providerGtmDisabled(of('client'))]).toEqual([true, false]);
    expect([clientGtmDisabled(of(PROVIDER_NAME)), providerGtmDisabled(of(PROVIDER_NAME))]).toEqual([false, true]);
    expect(of('false').gtmDisabled).toBe('none');
    expect(readTrackingFlags('').gtmDisabled).toBe('none');
  });

  it('adtest reaches ad targeting as given, and only a plain token', () => {
    expect(adTestOf('?adtest=on')).toBe('on');
    expect(adTestOf('?adtest=')).toBeNull();
    expect(adTestOf('')).toBeNull();
    expect(adTestOf('?adtest=%3Cscript%3E')).toBeNull();
  });
});
