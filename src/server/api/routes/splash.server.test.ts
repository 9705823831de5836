import { describe, expect, it } from 'vitest';
import { takeoverTarget, type Splash } from '#schemas/entities/splash.ts';
import { TEST_NOW, seededStore } from '#tests/support/seeded-store.ts';
import { createContentApi } from '../content-api.server.ts';

// The fixture splash and takeover windows are around TEST_NOW: the API reads the site's clock.
process.env.SITE_NOW ??= TEST_NOW.toISOString();
const ctx = seededStore('splash');
const tennis = () => ctx.school.sports.find((s) => s.global_sport_shortname === 'wtennis')!.id;
const call = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  createContentApi(ctx.store)(
    new Request(`http://content-api.internal/api/v2${path}`, { ...init, headers: { tenant: ctx.school.tenant, ...init.headers } }),
  );

describe('splash and takeovers', () => {
  it('the splash of a sport is the one in its window; none for the site or other sports (204)', async () => {
    const live = await call(`/Splash/${tennis()}`);
    expect(((await live.json()) as Splash).id).toBe(1);
    expect((await call('/Splash/0')).status).toBe(204);
    expect((await call('/Splash/2')).status).toBe(204);
    // Its own page shows any splash, in its window or not.
    expect(((await (await call('/Splash?splashId=2')).json()) as Splash).title).toMatch(/^Expired/);
    expect((await call('/Splash?splashId=999')).status).toBe(204);
  });

  it('the hidden splash is for staff; a click on a splash that exists is counted', async () => {
    expect((await call('/Hidden/Splash?splashId=1')).status).toBe(401);
    expect((await call('/Splash/click/1', { method: 'POST' })).status).toBe(204);
    expect((await call('/Splash/click/999', { method: 'POST' })).status).toBe(404);
    await ctx.store.hotCounts.flush();
    expect(await ctx.store.splash.clicks(ctx.school.tenant, 1)).toBe(1);
  });

  it('takeovers: only running ones of that home; concurrent GameDay ids go to the combined page; a javascript: url is never followed', async () => {
    const body = (await (await call(`/Takeovers?sportId=${tennis()}`)).json()) as {
      config: { isConcurrent: boolean };
      takeovers: { type: 'gameday' | 'custom'; id: number; url: string; cookie: string }[];
    };
    expect(body.config.isConcurrent).toBe(true);
    expect(body.takeovers.map((t) => t.cookie)).not.toContain('takeover-old');
    expect(((await (await call('/Takeovers?sportId=0')).json()) as { takeovers: unknown[] }).takeovers).toEqual([]);
    const gameday = body.takeovers.filter((t) => t.type === 'gameday');
    expect(takeoverTarget(body.takeovers, true, () => false)?.location).toBe(
      `/gameday/concurrent.aspx?ids=${gameday.map((t) => t.id).join(',')}`,
    );
    expect(takeoverTarget(body.takeovers, false, () => false)?.location).toBe(gameday[0]!.url);
    // With the GameDay cookies set, only the javascript: takeover is left: refused.
    expect(takeoverTarget(body.takeovers, true, (name) => name.startsWith('takeover-gameday'))).toBeNull();
  });
});
