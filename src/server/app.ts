import { join } from 'node:path';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type Express, type NextFunction, type Request as ExpressRequest, type Response as ExpressResponse } from 'express';
import { RouterContextProvider, type ServerBuild } from 'react-router';
import { createApiClient } from '#src/data/api-client.ts';
import { appContext } from '#src/data/app-context.ts';
import { createContentApi } from './api/content-api.server.ts';
import { hasStaffSession, setAccountStore, staffSessionOf } from './auth.server.ts';
import { refuseCrossSiteChanges } from './accounts/csrf.server.ts';
import { signIn } from './accounts/sign-in.server.ts';
import type { Env } from './env.server.ts';
import { PageCache } from './page-cache.server.ts';
import { securityHeaders } from './security.server.ts';
import { apiCaching, beforeHead } from './http-cache/api-caching.server.ts';
import { pageCaching } from './http-cache/page-caching.server.ts';
import { contentApiRouter, type UpstreamFetch } from './http/api-mount.server.ts';
import { builtAssets, builtPublicFiles } from './http/built-files.server.ts';
import { siteRoutes } from './http/site-routes.server.ts';
import { CircuitBreaker } from './upstream/circuit-breaker.server.ts';
import { embeddedVersion, externalVersion, type SharedVersion } from './upstream/content-version.server.ts';
import { resilientFetch, upstreamScope } from './upstream/upstream-scope.server.ts';
import { adOriginsFor } from './ad-origins.server.ts';
import { demoArtOf } from './demo-art/demo-art.server.ts';
import type { Store } from './store/store.server.ts';
import type { WidgetAssetsOf } from './widget-assets.server.ts';
import { remoteCspSources, storeCspSources, type CspSources } from './tracking/csp-sources.server.ts';
import { UPSTREAM_TIMEOUT_MS } from './pass-through.server.ts';

const INTERNAL_API_ORIGIN = 'http://content-api.internal';

/** What the app runs on, opened by its caller (worker.server.ts in the server, a temp store in tests). */
export interface AppDeps {
  /** The React Router server build, or how to load it (development reloads it as files change). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The build's id (spec 4 build check; a cache key): the client manifest version. */
  buildId: string;
  /** The embedded content store; absent when CONTENT_API_URL names an external content API. */
  store?: Store;
  /** Staff accounts and their sessions: the content store, or with an external content API the one in DATA_DIR. */
  accountStore: Store;
  /** The chunks and stylesheets a page's widgets need (empty in development: Vite serves the sources). */
  widgetAssets: WidgetAssetsOf;
  /** The store holds the demo school: its demo-only endpoints (placeholder art, the game simulator) are mounted. */
  demo: boolean;
  /** How this process calls an external content API (tests stub it); by default fetch behind a circuit breaker. */
  upstreamFetch?: UpstreamFetch;
  /**
   * A store several machines share (PostgreSQL): the content version kept in this process, told of changes by the
   * database (the worker listens), and how to hear of a live game's change. Without it the version is read from the
   * store for each request, as SQLite answers at once.
   */
  shared?: { version: SharedVersion; onLiveChange(listener: (gameId: number) => void): void };
}

/**
 * The web app: security headers, built files, the content API on /api/v2, the site's other HTTP routes, the
 * page cache and the React Router handler. Building it opens nothing and starts nothing: the caller owns the
 * stores and any background job (docs/decisions/0006-boot-in-main.md).
 */
export function createApp(config: Env, deps: AppDeps): Express {
  const { store, accountStore } = deps;
  const dev = config.NODE_ENV === 'development';
  const imageHosts = config.IMAGE_HOSTS.split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const pageCache = new PageCache();
  // spec 4 upstream resilience: an external content API is called through one circuit breaker per app.
  const upstreamFetch = deps.upstreamFetch ?? resilientFetch(new CircuitBreaker());
  const contentApi = store ? createContentApi(store, { buildId: deps.buildId }) : undefined;
  // Staff accounts and their sessions are seen by every worker: they live in the store.
  setAccountStore(accountStore);
  const isStaff = (req: ExpressRequest) => hasStaffSession(req.headers.cookie ?? null);

  /** The content API client of one request: in-process (no network hop) unless CONTENT_API_URL is set. */
  function apiClientFor(staff: boolean) {
    return createApiClient({
      baseUrl: config.CONTENT_API_URL ?? INTERNAL_API_ORIGIN,
      tenant: config.TENANT,
      fetchImpl: contentApi ?? upstreamFetch,
      headers: staff ? { authorization: `Bearer ${config.STAFF_TOKEN}` } : {},
      timeoutMs: UPSTREAM_TIMEOUT_MS,
    });
  }

  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-For counts only from the proxies the deployment names (none by default).
  app.set(
    'trust proxy',
    config.TRUST_PROXY === undefined ? false : /^\d+$/.test(config.TRUST_PROXY) ? Number(config.TRUST_PROXY) : config.TRUST_PROXY,
  );
  app.use(compression());
  const clientDir = join(config.BUILD_DIR, 'client');
  // The build's hashed scripts, stylesheets and fonts, with headers of their own (not a page's).
  if (!dev) app.use('/assets', builtAssets(clientDir));
  // The CSP names the third-party origins of what the site configures, and only those: the tracking ids and
  // the ad service's script and stylesheet (spec 3 site config).
  const trackingSources = store ? storeCspSources(store, config.TENANT) : remoteCspSources(() => apiClientFor(false));
  const adOrigins = adOriginsFor(store, config.TENANT, config.AD_SERVICE_URL);
  async function thirdPartySources(): Promise<CspSources> {
    const [sources, ads] = await Promise.all([trackingSources(), adOrigins()]);
    return ads.length === 0 ? sources : { ...sources, script: [...sources.script, ...ads], style: [...(sources.style ?? []), ...ads] };
  }
  app.use(securityHeaders(dev, imageHosts, thirdPartySources));
  // No state-changing request from another origin (the CSRF token itself is checked where the body is read).
  app.use(refuseCrossSiteChanges(['/subscribe/unsubscribe']));

  // The rest of the client build after the security headers: a public SVG opened as a page gets the CSP.
  if (!dev) app.use(builtPublicFiles(clientDir));

  // One deadline for every content API call of a request; what caches key on (content version, build).
  app.use(upstreamScope());
  const versions = deps.shared
    ? deps.shared.version.source
    : store
      ? embeddedVersion(() => store.tenants.contentVersion(config.TENANT))
      : externalVersion(() => apiClientFor(false));
  const cacheKeys = { versions, buildId: deps.buildId, tenant: config.TENANT, isStaff };
  const sharedVersion = deps.shared?.version;
  if (sharedVersion) {
    // A write through this process: the version is read again before the next answer (its own writes at once).
    app.use('/api/v2', (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') beforeHead(res, () => sharedVersion.invalidate());
      next();
    });
  }
  app.use('/api/v2', apiCaching(cacheKeys));
  app.use('/api/v2', contentApiRouter({ config, contentApi, upstreamFetch, isStaff }));

  app.use(
    siteRoutes({
      config,
      api: apiClientFor,
      isStaff,
      imageHosts,
      draw: deps.demo && store ? demoArtOf(store, config.TENANT) : null,
      ...(deps.shared ? { onLiveChange: deps.shared.onLiveChange } : {}),
      health: async () => ({
        contentVersion: store ? await store.tenants.contentVersion(config.TENANT) : null,
        pageCache: { entries: pageCache.size, bytes: pageCache.byteSize },
      }),
    }),
  );

  // spec 2.5: route data (`.data`) a link preloaded stays fresh for the click that follows: see cache-policy.server.ts.
  // Development has no CSP and Vite's own inline scripts: pages there are neither kept nor given validators.
  if (!dev) app.use(pageCaching({ ...cacheKeys, cache: pageCache, keep: config.PAGE_CACHE === 'on', imageHosts }));

  app.all(
    '/{*splat}',
    createRequestHandler({
      build: deps.build,
      mode: dev ? 'development' : 'production',
      async getLoadContext(req, res) {
        const session = await staffSessionOf(req.headers.cookie ?? null);
        const staff = session !== null;
        res.locals.staff = staff;
        const context = new RouterContextProvider();
        const staffUser = session && { id: session.id, username: session.username, role: session.role };
        const signInHere = (username: string, password: string) =>
          signIn(accountStore, config.TENANT, { username, password, clientAddress: req.ip ?? '' });
        const contentVersion = store ? (await versions()).version : null;
        context.set(appContext, {
          api: apiClientFor(staff),
          tenant: config.TENANT,
          staff,
          staffUser,
          contentVersion,
          signIn: signInHere,
          widgetAssets: deps.widgetAssets,
        });
        return context;
      },
    }),
  );

  // A path that cannot be decoded (`%c0%ae`, a lone `%`) is the client's error: a plain 400, logged in one line
  // rather than with a stack trace, so a scan cannot flood the log. Anything else keeps Express's handling.
  app.use((error: unknown, req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (!(error instanceof URIError) || res.headersSent) return next(error);
    console.warn(`400 undecodable path ${JSON.stringify(req.originalUrl.slice(0, 200))}`);
    res.status(400).type('text/plain').send('Bad Request');
  });

  return app;
}
