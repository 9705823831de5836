import { describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '#tests/support/console.ts';
import { seededStore } from '#tests/support/seeded-store.ts';
import { createApiClient } from './api-client.ts';
import { loadSiteData, siteDataFor } from './site-data.server.ts';

const ctx = seededStore('site-data');
const client = (fetchImpl: (r: Request) => Promise<Response>) => createApiClient({ baseUrl: 'http://content-api.internal', tenant: ctx.school.tenant, fetchImpl });

describe('app start (spec 4, part 9)', () => {
  it('loads site config, 360, mobile, template, analytics and site settings in parallel', async () => {
    const seen: string[] = [];
    const data = await loadSiteData(client(async (r) => (seen.push(new URL(r.url).pathname), ctx.api(r))));
    expect(seen).toEqual(expect.arrayContaining(['/api/v2/common/config', '/api/v2/Google', '/api/v2/mobile/settings', '/api/v2/common/templates', '/api/v2/common/templates/sports-pages', '/api/v2/Analytics/settings', '/api/v2/common/settings']));
    expect(data.tracking.siteConfig?.gtmIds).toEqual([]);
    expect(data.tracking.analytics360?.clientId).toBe(ctx.school.tenant);
    expect(data.mobile).toEqual(ctx.school.site.mobile);
    // /Navigation, /Seo and /Google answer in SIDEARM's shapes: the chrome reads them back as the store holds them.
    const { tenant } = ctx.school;
    expect(data.navigation).toEqual(await ctx.store.settings.navigation(tenant));
    expect(data.seo).toEqual(await ctx.store.settings.seo(tenant));
    expect(data.tracking.analytics360).toEqual(ctx.school.tracking.analytics360);
    // Template settings are checked, not shipped to the browser with every page.
    expect(Object.keys(data)).not.toContain('templates');
  });

  it('a start-up failure is an error (the global error page), and it is not cached: the next request tries again', async () => {
    expectConsoleErrors();
    let broken = true;
    const fetchImpl = vi.fn(async (r: Request) => (broken && new URL(r.url).pathname.includes('/templates') ? new Response('down', { status: 503 }) : ctx.api(r)));
    await expect(siteDataFor(client(fetchImpl), 1, false)).rejects.toThrow(/Start-up failed/);
    broken = false;
    await expect(siteDataFor(client(fetchImpl), 1, false)).resolves.toMatchObject({ tracking: { analytics: { tagManagerCodes: [] } } });
  });
});
