import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '#src/data/api-client.ts';
import { buildSchool } from '#fixtures/school/index.ts';
import { contentSecurityPolicy } from '../security.server.ts';
import { remoteCspSources, trackingCspSources } from './csp-sources.server.ts';

const { siteConfig, analytics } = buildSchool().tracking;
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('tracking origins in the CSP', () => {
  it('the default site adds nothing: no third-party script, connection or image is allowed', () => {
    const csp = contentSecurityPolicy('n0nce', [], trackingCspSources(siteConfig, analytics));
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-n0nce'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data:");
    expect(trackingCspSources(null, null)).toEqual({ nonceRequired: false, script: [], connect: [], img: [] });
  });

  it('each configured id adds its own origins, never a wildcard', () => {
    const gtm = trackingCspSources({ ...siteConfig, gtmIds: ['GTM-ABC123'] }, analytics);
    expect(gtm.script).toEqual(['https://www.googletagmanager.com']);
    // A tag manager marks what it injects with the page's nonce: such pages are not kept as one copy for all.
    expect(gtm.nonceRequired).toBe(true);
    expect(gtm.connect).not.toContain('https://www.google-analytics.com');
    const ga = trackingCspSources(siteConfig, { analyticsMeasurementIds: ['G-XYZ'], tagManagerCodes: [] });
    expect(ga.connect).toContain('https://region1.google-analytics.com');
    expect(ga.script).toEqual(['https://www.googletagmanager.com']);
    const consent = trackingCspSources({ ...siteConfig, consentBundleId: 'bundle-1' }, analytics);
    expect(consent.script).toEqual(['https://transcend-cdn.com']);
    const all = contentSecurityPolicy(
      'n',
      [],
      trackingCspSources(
        { ...siteConfig, gtmIds: ['GTM-A'], consentBundleId: 'b' },
        { analyticsMeasurementIds: ['G-B'], tagManagerCodes: ['GTM-C'] },
      ),
    );
    expect(all).not.toMatch(/\*/);
    expect(directive(all, 'script-src')).toBe("script-src 'self' 'nonce-n' https://www.googletagmanager.com https://transcend-cdn.com");
  });

  it('with an external content API the ids are asked at most once a minute; nothing is added before the answer', async () => {
    const get = vi.fn(async (path: string) => (path.endsWith('/common/config') ? { ...siteConfig, gtmIds: ['GTM-REMOTE'] } : analytics));
    const sources = remoteCspSources(() => ({ get }) as unknown as ApiClient, 60_000);
    expect(sources().script).toEqual([]);
    await vi.waitFor(() => expect(sources().script).toEqual(['https://www.googletagmanager.com']));
    sources();
    expect(get).toHaveBeenCalledTimes(2);
  });
});
