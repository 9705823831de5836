import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type NextFunction, type Request as ExpressRequest, type Response as ExpressResponse } from 'express';
import { RouterContextProvider } from 'react-router';
import { buildSchool, FIXTURE_NOW } from '#fixtures/school/index.ts';
import { SportWireSchema } from '#schemas/api/sports.ts';
import { fileKeyOf } from '#schemas/entities/file.ts';
import * as z from 'zod/mini';
import { createApiClient } from '#src/data/api-client.ts';
import { appContext } from '#src/data/app-context.ts';
import { createContentApi } from './api/content-api.server.ts';
import { INLINE_TYPES } from './api/routes/files.server.ts';
import { hasStaffSession, setAccountStore, staffSessionOf } from './auth.server.ts';
import { checkCsrf, refuseCrossSiteChanges } from './accounts/csrf.server.ts';
import { ensureFirstAdmin } from './accounts/first-admin.server.ts';
import { signIn } from './accounts/sign-in.server.ts';
import { env } from './env.server.ts';
import { PageCache } from './page-cache.server.ts';
import { securityHeaders } from './security.server.ts';
import { apiCaching } from './http-cache/api-caching.server.ts';
import { pageCaching } from './http-cache/page-caching.server.ts';
import { CircuitBreaker } from './upstream/circuit-breaker.server.ts';
import { embeddedVersion, externalVersion } from './upstream/content-version.server.ts';
import { resilientFetch, upstreamScope } from './upstream/upstream-scope.server.ts';
import { adOriginsFor } from './ad-origins.server.ts';
import { TemplateEditorStore } from './store/template-editor.server.ts';
import { getStore } from './store/instance.server.ts';
import { Store } from './store/store.server.ts';
import { seedFiles } from './files/seed-files.server.ts';
import { placeholderImage } from './placeholder-image.server.ts';
import { CLIENT_IP_HEADER } from './forms/rate-limit.server.ts';
import { mountNewsletterRoutes } from './newsletter/site-routes.server.ts';
import { loadWidgetAssets } from './widget-assets.server.ts';
import { remoteCspSources, storeCspSources, type CspSources } from './tracking/csp-sources.server.ts';
import { LiveHub } from './live/live-hub.server.ts';
import { mountTakeovers } from './takeovers/takeover-route.server.ts';
import { ErrorRateAlert, IMAGE_OPS, ImageError, ImageService, parseImageRequest } from './images/image-service.server.ts';
import { HOP_RESPONSE_HEADERS, UPSTREAM_TIMEOUT_MS, passThroughHeaders, passThroughUrl } from './pass-through.server.ts';

const INTERNAL_API_ORIGIN = 'http://content-api.internal';
const config = env();
const dev = config.NODE_ENV === 'development';
/** The hosts images may come from besides this site (IMAGE_HOSTS): the image service and the CSP agree on them. */
const imageHosts = config.IMAGE_HOSTS.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
const widgetAssets = dev ? () => ({ js: [], css: [], modules: {} }) : loadWidgetAssets(join(config.BUILD_DIR, 'client'));
const store = config.CONTENT_API_URL ? undefined : await getStore();
// Issue 12: staff accounts, their sessions and sign-in limits live in the store, seen by every worker (with an
// external content API, the store in DATA_DIR holds only these).
const accountStore = store ?? Store.open(config.DATA_DIR);
setAccountStore(accountStore);
await ensureFirstAdmin(accountStore, config.TENANT, config.ADMIN_USERNAME, config.ADMIN_PASSWORD);
const build = await import('virtual:react-router/server-build');
const contentApi = store ? createContentApi(store, { buildId: build.assets.version }) : undefined;
if (store) {
  // Documents are PDFs rendered from the fixtures once, when the store is new (the primary process does it first).
  const school = buildSchool();
  const seeded = await seedFiles(store, school.tenant, school.documents, new Date(FIXTURE_NOW));
  if (seeded > 0) console.info(`Seeded ${seeded} documents into the file store`);
}
const pageCache = new PageCache();
// Issue 13, upstream resilience: an external content API is called through one circuit breaker per process.
const upstreamFetch = resilientFetch(new CircuitBreaker());
if (store) {
  // issue 12: scheduled template publishes run when due (admin requests run them too); workers race safely.
  const templates = new TemplateEditorStore(store);
  setInterval(async () => {
    try {
      await templates.publishDue(config.TENANT);
    } catch (error) {
      console.error('Scheduled template publish failed', error);
    }
  }, 5_000).unref();
}

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

export const app = express();
app.disable('x-powered-by');
// Issue 13, finding 6: X-Forwarded-For counts only from the proxies the deployment names (none by default).
app.set('trust proxy', config.TRUST_PROXY === undefined ? false : /^\d+$/.test(config.TRUST_PROXY) ? Number(config.TRUST_PROXY) : config.TRUST_PROXY);
app.use(compression());
// The CSP names the third-party origins of what the site configures, and only those: the tracking ids
// (issue 11, part 4) and the ad service's script and stylesheet (part 5).
const trackingSources = store ? storeCspSources(store, config.TENANT) : remoteCspSources(() => apiClientFor(false));
const adOrigins = adOriginsFor(store, config.TENANT, config.AD_SERVICE_URL);
function thirdPartySources(): CspSources {
  const sources = trackingSources();
  const ads = adOrigins();
  return ads.length === 0 ? sources : { ...sources, script: [...sources.script, ...ads], style: [...(sources.style ?? []), ...ads] };
}
app.use(securityHeaders(dev, imageHosts, thirdPartySources));
// Issue 12: no state-changing request from another origin (the CSRF token itself is checked where the body is read).
app.use(refuseCrossSiteChanges(['/subscribe/unsubscribe']));

if (!dev) {
  // Built files are served here, after the security headers (issue 13, finding 8: they lacked nosniff and
  // HSTS when served before them). Hashed assets are immutable; the rest of the client build may change.
  const clientDir = join(config.BUILD_DIR, 'client');
  app.use('/assets', express.static(join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  app.use(express.static(clientDir, { maxAge: '1h', index: false }));
}

// Issue 13: one deadline for every content API call of a request; what caches key on (content version, build).
app.use(upstreamScope());
const versions = store ? embeddedVersion(() => store.contentVersion(config.TENANT)) : externalVersion(() => apiClientFor(false));
const cacheKeys = { versions, buildId: build.assets.version, tenant: config.TENANT, isStaff: (req: ExpressRequest) => hasStaffSession(req.headers.cookie ?? null) };
app.use('/api/v2', apiCaching(cacheKeys));

if (contentApi) {
  app.use('/api/v2', async (req, res) => {
    const request = toFetchRequest(req);
    await sendFetchResponse(res, (await checkCsrf(request)) ?? (await contentApi(request)));
  });
} else if (config.CONTENT_API_URL) {
  // The browser calls /api/v2 on this origin (load more, impressions, forms): pass those on to the external API.
  const upstream = config.CONTENT_API_URL;
  app.use('/api/v2', async (req, res) => {
    const target = passThroughUrl(upstream, req.originalUrl);
    if (!target) {
      res.status(400).json({ error: { message: 'Not a content API path' } });
      return;
    }
    const request = toFetchRequest(req);
    const refused = await checkCsrf(request);
    if (refused) return sendFetchResponse(res, refused);
    const staff = await hasStaffSession(req.headers.cookie ?? null);
    const headers = passThroughHeaders(request.headers, config.TENANT, staff ? config.STAFF_TOKEN : null);
    const init = { method: request.method, headers, body: request.body, duplex: 'half', redirect: 'manual', signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) } as RequestInit;
    try {
      await sendFetchResponse(res, await upstreamFetch(target, init));
    } catch (error) {
      console.error(`Content API pass-through ${req.method} ${target.pathname} failed`, error instanceof Error ? error.message : error);
      if (!res.headersSent) res.status(504).json({ error: { message: 'The content API did not answer' } });
    }
  });
}

// spec 5 image service (issue 11): /images/{convert|crop|resize}?url=&width=&height=&gravity=&type=, cached on disk.
const imageService = new ImageService(join(config.DATA_DIR, 'image-cache'), {
  staticDir: dev ? 'public' : join(config.BUILD_DIR, 'client'),
  allowedHosts: imageHosts,
});
const thumbnailAlert = new ErrorRateAlert();
app.get('/images/:op', async (req, res, next) => {
  if (!(IMAGE_OPS as readonly string[]).includes(req.params.op)) return next();
  try {
    const image = await imageService.get(parseImageRequest(req.params.op, req.query));
    res.setHeader('ETag', image.etag);
    res.setHeader('Cache-Control', 'public, max-age=86400');
    if (req.headers['if-none-match'] === image.etag) return void res.status(304).end();
    res.type(image.contentType).send(image.body);
  } catch (error) {
    const status = error instanceof ImageError ? error.status : 500;
    thumbnailAlert.record(typeof req.query.url === 'string' ? req.query.url.slice(0, 200) : '(none)');
    if (status === 500) console.error('Image service failed', error instanceof Error ? error.message : error);
    res.status(status).type('text/plain').send(error instanceof ImageError ? error.message : 'The image could not be made');
  }
});

// Fixture images (players, stories, opponents, promotions) are drawn on demand rather than shipped as files.
app.get('/images/:kind/:file', (req, res, next) => {
  const svg = placeholderImage(req.params.kind, req.params.file);
  if (!svg) return next();
  res.setHeader('Content-Type', 'image/svg+xml');
  res.setHeader('Cache-Control', 'public, max-age=86400');
  res.end(svg);
});

app.get('/healthz', (_req, res) => {
  res.json({ ok: true, contentVersion: store?.contentVersion(config.TENANT) ?? null, pageCache: { entries: pageCache.size, bytes: pageCache.byteSize } });
});

// The schedule's iCalendar subscription: calendar apps cannot send the tenant header, so the public URL is a
// site path that goes through the content API client (in-process, or CONTENT_API_URL).
app.get('/sports/:slug/schedule.ics', async (req, res) => {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const response = await apiClientFor(false).raw(`/api/v2/schedule/${encodeURIComponent(req.params.slug)}.ics`, {
    query: { season: text(req.query.season), location: text(req.query.location) },
  });
  await sendFetchResponse(res, response);
});

// The calendar's filtered view for calendar apps (no tenant header there either).
app.get('/calendar.ics', async (req, res) => {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  await sendFetchResponse(res, await apiClientFor(false).raw('/api/v2/calendar.ics', { query: { month: text(req.query.month), sport: text(req.query.sport), location: text(req.query.location) } }));
});

mountNewsletterRoutes(app, () => apiClientFor(false));

// The game center's live feed (issue 8): Server-Sent Events, fed from the content API's live stats.
const liveHub = new LiveHub(async (gameId, etag) => {
  const response = await apiClientFor(false).raw(`/api/v2/live/${gameId}`, { headers: etag ? { 'if-none-match': etag } : {} });
  const body = response.status === 200 ? await response.text() : (await response.body?.cancel(), null);
  return { status: response.status, etag: response.headers.get('etag'), body };
});
app.get('/game-center/:gameId/live', (req, res, next) => {
  if (!/^\d{1,9}$/.test(req.params.gameId)) return next();
  liveHub.subscribe(Number(req.params.gameId), req, res);
});

// A season's statistics as a PDF (issue 8): the stats page's numbers, for printing and for the press.
app.get('/sports/:slug/stats/:season/pdf', async (req, res, next) => {
  const sport = await sportIdOf(req.params.slug);
  if (sport === null || !/^\d{4}(-\d{2})?$/.test(req.params.season)) return next();
  const response = await apiClientFor(false).raw(`/api/v2/stats/${sport}/${req.params.season}.pdf`, { headers: conditional(req) });
  if (response.status === 404) {
    await response.body?.cancel();
    return next();
  }
  // A PDF runs nothing of ours; the page CSP would only get in the way of the browser's viewer.
  res.removeHeader('Content-Security-Policy');
  await sendFetchResponse(res, response);
});

// A staff member's contact card from the staff bio page (issue 9).
app.get('/staff-directory/:slug/:file', async (req, res, next) => {
  const id = /^(\d{1,9})\.vcf$/.exec(req.params.file)?.[1];
  if (!id) return next();
  const response = await apiClientFor(await hasStaffSession(req.headers.cookie ?? null)).raw(`/api/v2/staff/${id}.vcf`);
  if (response.status === 404) {
    await response.body?.cancel();
    return next(); // the page route answers the spec 8 "Page Not Found" page
  }
  await sendFetchResponse(res, response);
});

// News feeds (spec 2.1 RSS feeds), for feed readers: site-wide and per sport.
const conditional = (req: ExpressRequest): Record<string, string> =>
  typeof req.headers['if-none-match'] === 'string' ? { 'if-none-match': req.headers['if-none-match'] } : {};
app.get('/rss.xml', async (req, res) => {
  await sendFetchResponse(res, await apiClientFor(false).raw('/api/v2/news/rss.xml', { headers: conditional(req) }));
});
app.get('/sports/:slug/rss.xml', async (req, res, next) => {
  const sport = await sportIdOf(req.params.slug);
  if (sport === null) return next();
  await sendFetchResponse(res, await apiClientFor(false).raw('/api/v2/news/rss.xml', { query: { sportId: sport }, headers: conditional(req) }));
});

// A podcast's feed, for podcast apps (which cannot send the tenant header either).
app.get('/podcasts/:slug/:id/feed.xml', async (req, res) => {
  await sendFetchResponse(res, await apiClientFor(false).raw(`/api/v2/podcasts/${encodeURIComponent(req.params.id)}/feed.xml`, { headers: conditional(req) }));
});

// A form's precompiled validator, imported by the browser as a module: an import cannot send the tenant header
// (or a staff Bearer token), so the site serves it through the content API client.
app.get('/forms/:id/validator.js', async (req, res) => {
  const query = new URL(req.originalUrl, INTERNAL_API_ORIGIN).search;
  const path = `/api/v2/forms/${encodeURIComponent(req.params.id)}/validator.js${query}`;
  await sendFetchResponse(res, await apiClientFor(await hasStaffSession(req.headers.cookie ?? null)).raw(path));
});

// spec 2.1 documents and sport files (issue 10): a path that names a stored file streams it through the content
// API (in-process, or CONTENT_API_URL), ranges and validators included. Anything else (no such file, or a
// protected one without its link) goes on to the page route, which says why.
const FILE_PATHS = ['/documents/*file', '/sports/:year/:month/:day/:file', '/protected/sports/:year/:month/:day/:file', '/hidden/sports/:year/:month/:day/:file'];
const FORWARDED_FILE_HEADERS = ['range', 'if-range', 'if-none-match', 'if-modified-since'] as const;
app.get(FILE_PATHS, async (req, res, next) => {
  if (!fileKeyOf(req.path)) return next();
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_FILE_HEADERS) if (typeof req.headers[name] === 'string') headers[name] = req.headers[name];
  const token = typeof req.query.token === 'string' ? req.query.token : undefined;
  const response = await apiClientFor(await hasStaffSession(req.headers.cookie ?? null)).raw('/api/v2/files/content', {
    method: req.method === 'HEAD' ? 'HEAD' : 'GET', query: { path: req.path, token }, headers,
  });
  if (response.status === 404 || response.status === 403) {
    await response.body?.cancel();
    return next();
  }
  // A PDF, image or media file runs nothing of ours; the page CSP would only get in the way of the browser's viewer.
  if (INLINE_TYPES.test(response.headers.get('content-type') ?? '')) res.removeHeader('Content-Security-Policy');
  await streamFetchResponse(res, response);
});

mountTakeovers(app, () => apiClientFor(false), sportIdOf);

// spec 4: /splash/{id} with no such splash sends the visitor home (the page route shows the ones that exist).
app.get('/splash/:splashId', async (req, res, next) => {
  if (!/^\d{1,9}$/.test(req.params.splashId)) return next();
  const response = await apiClientFor(false).raw('/api/v2/Splash', { query: { splashId: req.params.splashId } });
  await response.body?.cancel();
  if (response.status === 204) return void res.redirect(302, '/');
  next();
});

// spec 2.5: route data (`.data`) a link preloaded stays fresh for the click that follows: see cache-policy.server.ts.
// Development has no CSP and Vite's own inline scripts: pages there are neither kept nor given validators.
if (!dev) app.use(pageCaching({ ...cacheKeys, cache: pageCache, keep: config.PAGE_CACHE === 'on', imageHosts }));

app.all(
  '/{*splat}',
  createRequestHandler({
    build: () => import('virtual:react-router/server-build'),
    mode: dev ? 'development' : 'production',
    async getLoadContext(req, res) {
      const session = await staffSessionOf(req.headers.cookie ?? null);
      const staff = session !== null;
      res.locals.staff = staff;
      const context = new RouterContextProvider();
      const staffUser = session && { id: session.id, username: session.username, role: session.role };
      const signInHere = (username: string, password: string) => signIn(accountStore, config.TENANT, { username, password, clientAddress: req.ip ?? '' });
      context.set(appContext, { api: apiClientFor(staff), tenant: config.TENANT, staff, staffUser, contentVersion: store?.contentVersion(config.TENANT) ?? null, signIn: signInHere, widgetAssets });
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

/** A sport's id from its global name slug or short name (spec 2.3), through the content API; null when unknown. */
async function sportIdOf(slug: string): Promise<number | null> {
  const sports = await apiClientFor(false).get('/api/v2/Sports', { schema: z.array(SportWireSchema), empty: [] });
  return sports.find((s) => s.globalSportNameSlug === slug || s.shortName === slug)?.id ?? null;
}

function toFetchRequest(req: ExpressRequest): Request {
  const url = new URL(req.originalUrl, `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  headers.set(CLIENT_IP_HEADER, req.ip ?? ''); // per-client limits (form posts); never taken from the client
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
  } as RequestInit);
}

/** Like sendFetchResponse, but piped: a large file costs a read buffer, not its size in memory. */
async function streamFetchResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.status(response.status);
  // Our own length is exact; an upstream's compressed length is not (fetch decoded the body).
  const keepLength = !response.headers.has('content-encoding');
  const hop: readonly string[] = HOP_RESPONSE_HEADERS.filter((name) => keepLength && name === 'content-length' ? false : true);
  response.headers.forEach((value, name) => {
    if (!hop.includes(name)) res.setHeader(name, value);
  });
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), res);
  } catch (error) {
    // A visitor who stops a download closes the socket: nothing to answer.
    if (!res.destroyed && !res.writableEnded) console.error('File stream failed', error instanceof Error ? error.message : error);
  }
}

async function sendFetchResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.status(response.status);
  // fetch has decoded the body already: the upstream's framing headers would describe a body we do not send.
  const hop: readonly string[] = HOP_RESPONSE_HEADERS;
  response.headers.forEach((value, name) => {
    if (!hop.includes(name)) res.setHeader(name, value);
  });
  res.end(Buffer.from(await response.arrayBuffer()));
}
