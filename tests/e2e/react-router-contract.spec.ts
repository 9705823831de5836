// Contract tests of src/router/react-router-adapter.ts against the real build (`npm run test:e2e` builds first)
// and the server running it: every private shape of React Router the adapter relies on is checked here, with no
// browser page, so a React Router upgrade that changes one fails in this file.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as ReactRouter from 'react-router';
import { DATA_ROUTER_GLOBAL, ROUTER_LINK, ROUTER_LINK_SELECTOR, documentUrl, routeDataPath } from '#src/router/react-router-adapter.ts';
import { TENANT } from './constants.ts';
import { expect, test } from './fixtures.ts';

const CLIENT_DIR = join(process.env.BUILD_DIR ?? 'build', 'client');
const clientFile = (href: string) => readFileSync(join(CLIENT_DIR, href), 'utf8');
const clientChunks = () =>
  readdirSync(join(CLIENT_DIR, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => clientFile(join('assets', file)));

interface Manifest {
  version: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string }>;
}

/** A served page: the router's module script, its manifest, the module preloads as served. */
async function servedPage(request: import('@playwright/test').APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const moduleScripts = [...html.matchAll(/<script[^>]* type="module"[^>]*>([\s\S]*?)<\/script>/g)].map(([, code]) => code ?? '');
  const routerModule = moduleScripts[0] ?? '';
  const manifestJson = /window\.__reactRouterManifest = (\{[\s\S]*?\});\n\s*window\.__reactRouterRouteModules = \{/.exec(routerModule)?.[1];
  const preloadTags = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
  return {
    html,
    moduleScripts,
    routerModule,
    manifest: manifestJson ? (JSON.parse(manifestJson) as Manifest) : null,
    preloadTags,
    preloads: preloadTags.map((tag) => / href="([^"]+)"/.exec(tag)?.[1]),
  };
}

test.describe('React Router contract (the adapter against the build)', () => {
  test('the server render ends in one async module script; every module preload is asked for at low priority', async ({ request }) => {
    const page = await servedPage(request, '/sports/football');
    // The router's own script starts hydration: route module imports, the manifest, then the client entry.
    expect(page.moduleScripts).toHaveLength(1);
    expect(page.html).toMatch(/<script[^>]* type="module" async="">/);
    expect(page.routerModule).toMatch(/^\s*;?\s*import \* as route0 from "\/assets\/root-[^"]+\.js";/);
    expect(page.routerModule).toMatch(/\nimport\("\/assets\/entry\.client-[^"]+\.js"\);\s*$/);
    // withLowPriorityModulePreloads met <Scripts>' preloads as it writes them: the entry's imports, each lowered.
    expect(page.manifest).not.toBeNull();
    expect(page.preloads).toEqual(expect.arrayContaining(page.manifest!.entry.imports));
    expect(page.preloadTags.length).toBeGreaterThan(0);
    for (const tag of page.preloadTags) expect(tag).toMatch(/^<link rel="modulepreload" fetchpriority="low" /);
  });

  test('the window globals: the manifest (version, route modules) and route modules the adapter reads', async ({ request }) => {
    const page = await servedPage(request, '/sports/football');
    const manifest = page.manifest!;
    // clientBuildVersion: the manifest's version is the build id the build check compares with.
    const build = (await (await request.get('/api/v2/build', { headers: { tenant: TENANT } })).json()) as { id: string };
    expect(manifest.version).toBe(build.id);
    // routeModuleUrl: each route of the page names its module.
    expect(manifest.routes.sport_home?.module).toMatch(/^\/assets\/page-[^/]+\.js$/);
    expect(page.routerModule).toMatch(/window\.__reactRouterRouteModules = \{"root":route0,"sport_home":route1\};/);
    // React Router's entry hydrates from those globals and publishes its router where dataRouterOf looks.
    const entry = clientFile(manifest.entry.module);
    expect(entry).toContain('manifest:window.__reactRouterManifest');
    expect(entry).toContain('routeModules:window.__reactRouterRouteModules');
    expect(entry).toContain(`window.${DATA_ROUTER_GLOBAL}=`);
  });

  test('route data URLs: `{path}.data`, `/_.data` for home, `_routes` naming the routes (single fetch)', async ({ request, baseURL }) => {
    for (const [path, routes, page] of [
      ['/sports/football/roster', 'root,roster_list', 'roster_list'],
      ['/', 'root,homepage', 'homepage'],
    ] as const) {
      const dataPath = routeDataPath(path, baseURL!);
      expect(documentUrl(`${dataPath}?_routes=${routes}`).pathname).toBe(path);
      const response = await request.get(`${dataPath}?_routes=${routes}`);
      expect(response.status(), dataPath).toBe(200);
      expect(response.headers()['content-type'], dataPath).toMatch(/^text\/x-script/);
      expect(await response.text(), dataPath).toContain(`"${page}"`);
    }
  });

  test('links: React Router discovers the routes of anchors with the marker the site writes', async ({ request }) => {
    const [name, value] = Object.entries(ROUTER_LINK)[0]!;
    expect(await (await request.get('/sports/football')).text()).toContain(`<a href="/sports/football/roster" ${name}="${value}"`);
    expect(clientChunks().some((chunk) => chunk.includes(`${ROUTER_LINK_SELECTOR}, form[${name}]`))).toBe(true);
  });

  test('the router context the preloads read is still exported (use-data-router.ts)', () => {
    const context = (ReactRouter as unknown as Record<string, unknown>).UNSAFE_DataRouterContext as { $$typeof?: symbol } | undefined;
    expect(context?.$$typeof).toBe(Symbol.for('react.context'));
  });
});
