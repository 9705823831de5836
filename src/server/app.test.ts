import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EntryContext, ServerBuild } from 'react-router';
import { seededStore } from '#tests/support/seeded-store.ts';
import type { appContext as AppContextKey } from '#src/data/app-context.ts';

/**
 * A React Router build of one route whose loader asks the content API for the page at the request's path: what
 * the real page route does first, without the app's React tree (that has tests of its own).
 */
function pageTitleBuild(appContext: typeof AppContextKey): ServerBuild {
  const loader = async ({
    request,
    context,
  }: {
    request: Request;
    context: { get: (key: typeof AppContextKey) => { api: { raw: (path: string, init: object) => Promise<Response> } } };
  }) => {
    const answer = await context.get(appContext).api.raw('/api/v2/page', { query: { path: new URL(request.url).pathname } });
    return answer.ok ? ((await answer.json()) as { page: { title: string } }).page.title : `status ${answer.status}`;
  };
  const routes = {
    root: { id: 'root', path: '', parentId: undefined, module: { default: () => null } },
    page: { id: 'page', path: '*', parentId: 'root', module: { default: () => null, loader } },
  };
  const manifest = (id: string, parentId: string | undefined, hasLoader: boolean) => ({
    id,
    parentId,
    path: routes[id as keyof typeof routes].path,
    module: `/${id}.js`,
    hasAction: false,
    hasLoader,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
  });
  return {
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers, context: EntryContext) => {
          headers.set('content-type', 'text/html');
          return new Response(`<title>${String(context.staticHandlerContext.loaderData.page as string)}</title>`, { status, headers });
        },
      },
    },
    routes,
    assets: {
      version: 'test-build',
      url: '/manifest.js',
      entry: { module: '/entry.js', imports: [] },
      routes: { root: manifest('root', undefined, false), page: manifest('page', 'root', true) },
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}

describe('createApp', () => {
  it('importing the app and the server entry opens no store, creates nothing and starts no timer', async () => {
    const dataDir = join(tmpdir(), `app-import-${process.pid}-${Date.now()}`);
    vi.stubEnv('DATA_DIR', dataDir);
    vi.resetModules();
    const timersBefore = process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    const info = vi.spyOn(console, 'info');
    const entry = await import('./worker.server.ts');
    const app = await import('./app.ts');
    expect(typeof entry.createApp).toBe('function');
    expect(typeof entry.startWorker).toBe('function');
    expect(typeof app.createApp).toBe('function');
    expect(existsSync(dataDir)).toBe(false);
    expect(process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length).toBeLessThanOrEqual(timersBefore);
    expect(info).not.toHaveBeenCalled();
    vi.unstubAllEnvs();
  });

  describe('on a seeded store', () => {
    const ctx = seededStore('create-app');
    const accountsDir = mkdtempSync(join(tmpdir(), 'create-app-accounts-'));
    let server: Server;
    let origin = '';
    const start = async (demo: boolean) => {
      // The modules as the app sees them (the first test reset the module registry).
      const { createApp } = await import('./app.ts');
      const { env } = await import('./env.server.ts');
      const { appContext } = await import('#src/data/app-context.ts');
      const app = createApp(
        { ...env(), NODE_ENV: 'production', TENANT: ctx.school.tenant, DATA_DIR: accountsDir },
        {
          build: pageTitleBuild(appContext),
          buildId: 'test-build',
          store: ctx.store,
          accountStore: ctx.store,
          widgetAssets: () => ({ js: [], css: [], modules: {} }),
          demo,
        },
      );
      const listening = app.listen(0, '127.0.0.1');
      await new Promise((resolve) => listening.once('listening', resolve));
      return { server: listening, origin: `http://127.0.0.1:${(listening.address() as AddressInfo).port}` };
    };
    const stop = (s: Server) => new Promise((resolve) => s.close(resolve));

    beforeAll(async () => {
      ({ server, origin } = await start(true));
    });
    afterAll(async () => {
      await stop(server);
      rmSync(accountsDir, { recursive: true, force: true });
    });

    it('serves /healthz with the store content version', async () => {
      const response = await fetch(`${origin}/healthz`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ ok: true, contentVersion: await ctx.store.tenants.contentVersion(ctx.school.tenant) });
    });

    it('serves a page: the route loader reads the seeded store through the in-process content API', async () => {
      const response = await fetch(`${origin}/sports/football/roster`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await response.text()).toBe(`<title>${(await ctx.page('/sports/football/roster')).page.title}</title>`);
    });

    it('serves the content API on /api/v2 with the tenant header', async () => {
      const response = await fetch(`${origin}/api/v2/Sports`, { headers: { tenant: ctx.school.tenant } });
      expect(response.status).toBe(200);
      expect(((await response.json()) as unknown[]).length).toBe(ctx.school.sports.length);
    });

    it('mounts the placeholder art only for the demo school', async () => {
      expect((await fetch(`${origin}/images/players/someone.svg`)).headers.get('content-type')).toBe('image/svg+xml');
      const other = await start(false);
      try {
        // Not an image route: the page route answers (this build's one route says what the content API said).
        const response = await fetch(`${other.origin}/images/players/someone.svg`);
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
        expect(await response.text()).toBe('<title>status 404</title>');
      } finally {
        await stop(other.server);
      }
    });
  });
});
