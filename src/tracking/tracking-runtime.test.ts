// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSchool } from '#fixtures/school/index.ts';
import { readTrackingFlags } from '#schemas/tracking-flags.ts';
import { expectConsoleErrors } from '#tests/support/console.ts';
import { CONSENT_MANAGER_ID, CONSENT_PROTOCOL_VERSION } from './consent-stub.ts';
import { runtime } from './tracking-runtime.ts';

const { siteConfig, analytics, tags } = buildSchool().tracking;
// What the search answers for the water polo home: the wire shape, scope lists and drafts left out.
const wire = tags
  .filter((t) => t.published && t.pageTemplates.length === 0)
  .map(({ pageTemplates: _p, sportNames: _s, contentIds: _c, published: _x, ...t }) => t);
const tracked = () => [...document.querySelectorAll<HTMLElement>('[data-tracking-tag]')];
type W = Window & { dataLayer?: unknown[]; __gpp?: (cmd: string, cb: (d: { gppVersion: string; cmpId: number }) => void) => void };

beforeEach(() => {
  runtime.apply({ tags: [], flags: readTrackingFlags(''), siteConfig, analytics });
  document.head.innerHTML = '<script nonce="abc123"></script>';
  document.body.innerHTML = '<div id="app"></div>';
});

describe('tracking tag injection (spec 4, 5)', () => {
  it('puts each element in its place with the page nonce; drops the image tag and the empty style', () => {
    runtime.apply({ tags: wire, flags: readTrackingFlags(''), siteConfig, analytics });
    const names = new Set(tracked().map((e) => e.dataset.trackingTag));
    expect([...names].toSorted()).toEqual(['1', '2', '5']);
    // Head: the inline script, the inline style and the stylesheet link.
    expect(
      tracked()
        .filter((e) => e.parentElement === document.head)
        .map((e) => e.tagName)
        .toSorted(),
    ).toEqual(['LINK', 'SCRIPT', 'SCRIPT', 'STYLE']);
    // Open body: first in the body; close body: last.
    expect(document.body.firstElementChild?.tagName).toBe('NOSCRIPT');
    expect((document.body.lastElementChild as HTMLScriptElement).src).toBe('https://tags.fanzone.example/loader.js');
    for (const script of tracked().filter((e): e is HTMLScriptElement => e.tagName === 'SCRIPT')) expect(script.nonce).toBe('abc123');
    expect(document.querySelector('link[data-tracking-tag]')?.getAttribute('href')).toBe('/tracking/fan-zone.css');
  });

  it('removes tags the next page does not have and keeps (does not re-run) the ones it does', () => {
    runtime.apply({ tags: wire, flags: readTrackingFlags(''), siteConfig, analytics });
    const kept = tracked().filter((e) => e.dataset.trackingTag === '5');
    runtime.apply({ tags: wire.filter((t) => t.id === 5), flags: readTrackingFlags(''), siteConfig, analytics });
    expect(tracked()).toEqual(kept);
    runtime.apply({ tags: wire, flags: readTrackingFlags('?tracking_tags_enabled=false'), siteConfig, analytics });
    expect(tracked()).toEqual([]);
  });

  it('skips Google-named tags when the client tag manager is disabled', () => {
    runtime.apply({ tags: wire, flags: readTrackingFlags('?disable_gtm=client'), siteConfig, analytics });
    expect(tracked().map((e) => e.dataset.trackingTag)).not.toContain('5');
  });

  it('refuses a malformed tag (logged), keeps the rest', () => {
    const errors = expectConsoleErrors();
    runtime.apply({ tags: [{ id: 99 }, ...wire], flags: readTrackingFlags(''), siteConfig, analytics });
    expect(errors.join()).toMatch(/Tracking tag refused/);
    expect(tracked().length).toBeGreaterThan(0);
  });

  it('defines the consent stub (protocol 1.1, manager 31) and loads the configured tag managers once, unless disabled', () => {
    const w = window as W;
    let pinged: { gppVersion: string; cmpId: number } | null = null;
    w.__gpp?.('ping', (d) => (pinged = d));
    expect(pinged).toMatchObject({ gppVersion: CONSENT_PROTOCOL_VERSION, cmpId: CONSENT_MANAGER_ID });
    const gtm = () => [...document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager"]')].map((s) => s.src);
    runtime.apply({
      tags: [],
      flags: readTrackingFlags('?disable_gtm=true'),
      siteConfig: { ...siteConfig, gtmIds: ['GTM-PROV1'] },
      analytics: { analyticsMeasurementIds: ['G-CLIENT1'], tagManagerCodes: ['GTM-CLIENT'] },
    });
    expect(gtm()).toEqual([]);
    runtime.apply({
      tags: [],
      flags: readTrackingFlags('?disable_gtm=client'),
      siteConfig: { ...siteConfig, gtmIds: ['GTM-PROV1'], consentBundleId: 'b1' },
      analytics: { analyticsMeasurementIds: ['G-CLIENT1'], tagManagerCodes: ['GTM-CLIENT'] },
    });
    expect(gtm()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-PROV1']);
    expect(document.querySelector<HTMLScriptElement>('script[src*="transcend"]')?.nonce).toBe('abc123');
    expect(w.dataLayer).toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
  });
});
