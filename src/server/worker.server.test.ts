import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, it, vi } from 'vitest';
import { describeDatabases, emptyStores, seedSchool, TEST_NOW } from '#tests/support/seeded-store.ts';
import { buildSchool } from '#fixtures/school/index.ts';

// The worker loads the React Router build; the counters under test need none of its routes.
vi.mock('virtual:react-router/server-build', () => ({
  entry: { module: { default: () => new Response('') } },
  routes: { root: { id: 'root', path: '', parentId: undefined, module: { default: () => null } } },
  assets: { version: 'test-build', url: '/manifest.js', entry: { module: '/entry.js', imports: [] }, routes: {} },
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
}));

afterAll(() => {
  vi.unstubAllEnvs();
});

describeDatabases('a worker on %s', (database) => {
  const stores = emptyStores(database, 'worker-close');

  it('writes the impressions and clicks it counted when it closes (a graceful stop loses none)', async () => {
    const school = buildSchool();
    const seeding = await stores.open();
    await seedSchool(seeding, school);
    await seeding.close();
    vi.unstubAllEnvs();
    vi.stubEnv('DATA_DIR', stores.dir());
    // With DATABASE_URL the worker's store is the PostgreSQL database, not DATA_DIR's file.
    if (database === 'postgres') vi.stubEnv('DATABASE_URL', stores.url()!);
    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv('TENANT', school.tenant);
    vi.stubEnv('SITE_NOW', TEST_NOW.toISOString());
    vi.resetModules();
    const { startWorker } = await import('./worker.server.ts');
    const worker = await startWorker();
    const server: Server = worker.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const campaign = school.promotions.flatMap((p) => p.campaigns)[0]?.id ?? 0;
    try {
      const headers = { tenant: school.tenant };
      for (let i = 0; i < 3; i++)
        expect((await fetch(`${origin}/api/v2/promotions/counter?adIds=${campaign}`, { headers })).status).toBe(204);
      expect((await fetch(`${origin}/api/v2/Splash/click/1`, { method: 'POST', headers })).status).toBe(204);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    const reader = await stores.open();
    try {
      expect(await reader.promotions.impressions(school.tenant, campaign)).toBe(0);
      await worker.close();
      expect(await reader.promotions.impressions(school.tenant, campaign)).toBe(3);
      expect(await reader.splash.clicks(school.tenant, 1)).toBe(1);
    } finally {
      await reader.close();
    }
  }, 60_000);
});
