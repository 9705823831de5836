import { describe, expect, it } from 'vitest';
import { DEFAULT_AD_SERVICE_URL, adServiceUrls, isAdServicePattern } from './service-url.ts';

describe('ad service URLs', () => {
  it('names the script and stylesheet of the site id, and their one origin', () => {
    expect(adServiceUrls({ siteId: 'northfield.example.com', isTesting: false })).toEqual({
      script: 'https://htlbid.com/v3/northfield.example.com/htlbid.js',
      stylesheet: 'https://htlbid.com/v3/northfield.example.com/htlbid.css',
      origin: 'https://htlbid.com',
      isTesting: false,
    });
  });

  it('loads the stage build for a testing site', () => {
    expect(adServiceUrls({ siteId: 'northfield.example.com', isTesting: true })?.script).toBe(
      'https://htlbid.com/stage/v3/northfield.example.com/htlbid.js',
    );
  });

  it('follows another pattern and keeps a site id from escaping its path segment', () => {
    const urls = adServiceUrls({ siteId: '../x?y', isTesting: false }, 'https://ads.example.net/lib/{siteId}/loader');
    expect(urls?.script).toBe('https://ads.example.net/lib/..%2Fx%3Fy/loader.js');
    expect(urls?.origin).toBe('https://ads.example.net');
  });

  it('is null without a config, with an empty site id, or with a pattern that is not an https URL naming {siteId}', () => {
    expect(adServiceUrls(null)).toBeNull();
    expect(adServiceUrls({ siteId: ' ', isTesting: false })).toBeNull();
    expect(adServiceUrls({ siteId: 'a', isTesting: false }, 'http://ads.example.net/{siteId}/x')).toBeNull();
    expect(isAdServicePattern(DEFAULT_AD_SERVICE_URL)).toBe(true);
    expect(isAdServicePattern('https://ads.example.net/lib')).toBe(false);
    expect(isAdServicePattern('https://ads.example.net/{siteId}?q=1')).toBe(false);
    expect(isAdServicePattern('not a url {siteId}')).toBe(false);
  });
});
