import * as z from 'zod/mini';
import { TemplateSchema, PageNameSchema, type WidgetInstance } from '#schemas/page.ts';
import { COMPONENT_DEFAULT_COUNT, COMPONENT_DEFAULT_START } from '#schemas/constants.ts';
import { isStaffRequest } from '../auth.server.ts';
import { siteNow } from '../env.server.ts';
import { resolvePage, resolveWidget } from '../page/resolve-page.server.ts';
import { isDemo } from '../store/demo.server.ts';
import type { TemplateRow } from '../store/repositories/templates.server.ts';
import type { Store } from '../store/store.server.ts';
import { TemplateEditorStore } from '../store/template-editor.server.ts';
import { sanitizeHtmlProps, validateTemplateWidgets } from './templates.server.ts';
import { HttpError, apiError, intParam, json } from './http.server.ts';

import type { ApiRequest, ApiRoute } from './types.server.ts';
import { fileRoutes } from './routes/files.server.ts';
import { formRoutes } from './routes/forms.server.ts';
import { podcastRoutes } from './routes/podcasts.server.ts';
import { newsRoutes } from './routes/news.server.ts';
import { calendarRoutes } from './routes/calendar.server.ts';
import { promotionRoutes } from './routes/promotions.server.ts';
import { rosterRoutes } from './routes/roster.server.ts';
import { scheduleRoutes } from './routes/schedule.server.ts';
import { sidearmRoutes } from './routes/sidearm.server.ts';
import { staffRoutes } from './routes/staff.server.ts';
import { newsletterRoutes } from './routes/newsletter.server.ts';
import { liveRoutes, simulatorRoutes } from './routes/live.server.ts';
import { statsRoutes } from './routes/stats.server.ts';
import { splashRoutes } from './routes/splash.server.ts';
import { trackingRoutes } from './routes/tracking.server.ts';
import { adminUserRoutes } from './routes/admin-users.server.ts';
import { cacheRoutes } from './routes/cache.server.ts';
import { adminRoutes } from './routes/admin.server.ts';
import { adminSettingsRoutes } from './routes/admin-settings.server.ts';
import { parsePreview } from '../editor/preview.server.ts';

const MAX_BODY_BYTES = 256 * 1024;
/** spec 4 build check: the id of the build this process serves (the client manifest version). */
let buildId = 'unknown';

/**
 * spec 7, and the calls it marks "not shown" that pages need, under /api/v2. Paths are case-sensitive as in spec 7;
 * the resources SIDEARM also has (`/Sports`, `/Seo`, `/Navigation`…) answer in SIDEARM's shapes, whatever the case
 * (./routes/sidearm.server.ts).
 */
const CORE_ROUTES: ApiRoute[] = [
  ['GET', /^\/common\/settings$/, async ({ store, tenant }) => json(await store.settings.site(tenant))],
  ['GET', /^\/Alert\/active$/, activeAlerts],
  ['GET', /^\/page$/, pagePayload],
  ['GET', /^\/components\/([\w-]+)$/, componentData],
  [
    'GET',
    /^\/common\/templates$/,
    async ({ store, tenant }) => json((await store.templates.latestOfScope(tenant, 'default')).map(withVersion)),
  ],
  [
    'GET',
    /^\/common\/templates\/sports-pages$/,
    async ({ store, tenant }) => json((await store.templates.latestOfScope(tenant, 'sports')).map(withVersion)),
  ],
  ['GET', /^\/common\/templates\/([\w-]+)$/, getTemplate],
  ['PUT', /^\/common\/templates\/([\w-]+)$/, putTemplate],
  ['GET', /^\/build$/, () => json({ id: buildId })],
];

// Each feature adds its calls in its own module under ./routes.
const ROUTES: ApiRoute[] = [
  ...CORE_ROUTES,
  ...sidearmRoutes,
  ...promotionRoutes,
  ...rosterRoutes,
  ...scheduleRoutes,
  ...formRoutes,
  ...fileRoutes,
  ...podcastRoutes,
  ...newsRoutes,
  ...calendarRoutes,
  ...staffRoutes,
  ...newsletterRoutes,
  ...liveRoutes,
  ...statsRoutes,
  ...splashRoutes,
  ...trackingRoutes,
  ...adminUserRoutes,
  ...cacheRoutes,
  ...adminRoutes,
  ...adminSettingsRoutes,
];

// The game simulator plays the demo school's fixture games: a real school's come from its scoring system.
const DEMO_ROUTES: ApiRoute[] = [...ROUTES, ...simulatorRoutes];

/** The embedded content API as a fetch-style handler: the web server mounts it, server loaders call it in-process. */
export function createContentApi(store: Store, options: { buildId?: string } = {}) {
  buildId = options.buildId ?? buildId;
  // Tenants the store holds: never removed, so a tenant found once is not asked for again (an unknown one is, each
  // time: nothing a request names is kept).
  const knownTenants = new Set<string>();
  const hasTenant = async (tenant: string) => {
    if (knownTenants.has(tenant)) return true;
    const found = await store.tenants.has(tenant);
    if (found) knownTenants.add(tenant);
    return found;
  };
  return async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v2/, '');
    const tenant = request.headers.get('tenant');
    if (!tenant) return apiError(400, 'Missing tenant header');
    // The caller's value is echoed only in part: an error never carries kilobytes of someone else's input.
    // 400, as SIDEARM answers it: the header names no site here (docs/decisions/0037-sidearm-shaped-reads.md).
    if (!(await hasTenant(tenant))) return apiError(400, `Unknown tenant "${tenant.slice(0, 40)}${tenant.length > 40 ? '…' : ''}"`);
    const routes = simulatorRoutes.some(([, pattern]) => pattern.test(path)) && (await isDemo(store, tenant)) ? DEMO_ROUTES : ROUTES;
    const methodMismatch = routes.some(([, pattern]) => pattern.test(path));
    for (const [method, pattern, handler] of routes) {
      const found = pattern.exec(path);
      if (!found || method !== request.method) continue;
      try {
        return await handler({
          request,
          url,
          params: found.slice(1).map((p) => p ?? ''),
          tenant,
          staff: await isStaffRequest(request),
          store,
        });
      } catch (error) {
        if (error instanceof Response) return error; // requireRole's 401/403
        if (error instanceof HttpError) return apiError(error.status, error.message, error.details);
        console.error(`Content API ${request.method} ${url.pathname} failed`, error);
        return apiError(500, 'Internal error');
      }
    }
    return methodMismatch ? apiError(405, `Method ${request.method} not allowed`) : apiError(404, `No API route ${url.pathname}`);
  };
}

function withVersion(row: TemplateRow) {
  return { ...(row.body as object), version: row.version, updated_at: row.created_at };
}

async function activeAlerts({ store, tenant }: ApiRequest): Promise<Response> {
  const now = siteNow().toISOString();
  const alerts = (await store.alerts.list(tenant))
    .filter((a) => a.enabled && a.showOnWeb && (a.endDate === null || a.endDate > now))
    .toSorted((a, b) => b.id - a.id);
  return json(alerts);
}

async function pagePayload({ store, tenant, url, staff }: ApiRequest): Promise<Response> {
  const path = url.searchParams.get('path');
  if (!path || !path.startsWith('/')) throw new HttpError(400, 'Query path must be a path starting with /');
  // Only staff see a draft or an old version; visitors asking for one get the live page.
  const preview = staff ? parsePreview(url.searchParams.get('preview')) : null;
  const resolved = await resolvePage({ store, tenant, path, staff, now: siteNow(), preview });
  if (resolved.kind === 'redirect') return json({ redirect: resolved.location }, { status: 301 });
  return json(resolved.payload);
}

/** spec 7 component data loads: sportId, count, start, name, extra; "load more" advances start by count. */
async function componentData({ store, tenant, url, params, staff }: ApiRequest): Promise<Response> {
  const q = url.searchParams;
  const sportId = intParam(q.get('sportId'), 'sportId', 0, { max: 1e9 });
  const sports = await store.sports.list(tenant);
  const sport = sportId === 0 ? null : sports.find((s) => s.id === sportId);
  if (sport === undefined) throw new HttpError(404, `Unknown sport ${sportId}`);
  const instance: WidgetInstance = { id: 'component', name: params[0] ?? '', props: parseExtra(q.get('extra')) };
  const result = await resolveWidget(
    instance,
    {
      store,
      tenant,
      sport,
      sports,
      now: siteNow(),
      staff,
      page: { name: null, path: url.pathname, title: '', params: {}, query: {}, meta: {} },
      query: { ...pageWindow(q), name: q.get('name'), extra: q.get('extra'), filters: componentFilters(q) },
    },
    url.pathname,
  );
  return result.ok ? json(result.data) : apiError(400, result.error);
}

/** start/count, or spec 7's podcast paging ($pageIndex from 0, $pageSize) read as the same window. */
function pageWindow(q: URLSearchParams): { start: number; count: number | null } {
  // The all-access load pages by pageSize (with start, as "load more" does).
  if (q.has('pageSize')) {
    return {
      start: intParam(q.get('start'), 'start', COMPONENT_DEFAULT_START, { max: 100_000 }),
      count: intParam(q.get('pageSize'), 'pageSize', COMPONENT_DEFAULT_COUNT, { min: 1, max: 50 }),
    };
  }
  if (q.has('$pageSize') || q.has('$pageIndex')) {
    const size = intParam(q.get('$pageSize'), '$pageSize', COMPONENT_DEFAULT_COUNT, { min: 1, max: 50 });
    return { start: intParam(q.get('$pageIndex'), '$pageIndex', 0, { max: 10_000 }) * size, count: size };
  }
  return {
    start: intParam(q.get('start'), 'start', COMPONENT_DEFAULT_START, { max: 100_000 }),
    count: q.has('count') ? intParam(q.get('count'), 'count', COMPONENT_DEFAULT_COUNT, { min: 1, max: 50 }) : null,
  };
}

/** spec 7: the filters component loads may carry (all-access and podcasts). */
const COMPONENT_FILTERS = ['categoryId', 'includeAudio', 'onlyHasCaptions', 'pinnedMediaId', 'orderBy'] as const;
function componentFilters(q: URLSearchParams): Record<string, string> {
  return Object.fromEntries(
    COMPONENT_FILTERS.flatMap((name) => {
      const value = q.get(name);
      return value === null || value.length > 100 ? [] : [[name, value]];
    }),
  );
}

function parseExtra(extra: string | null): Record<string, unknown> {
  if (!extra) return {};
  try {
    const value: unknown = JSON.parse(extra);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through to the error below
  }
  throw new HttpError(400, 'Query extra must be a JSON object of widget props');
}

async function templateKey(req: ApiRequest) {
  const page = PageNameSchema.safeParse(req.params[0]);
  if (!page.success) throw new HttpError(404, `Unknown page name "${req.params[0]}"`);
  const sportId = intParam(req.url.searchParams.get('sportId'), 'sportId', 0, { max: 1e9 });
  if (sportId > 0 && !(await req.store.sports.byId(req.tenant, sportId))) throw new HttpError(404, `Unknown sport ${sportId}`);
  return { page: page.data, sportId };
}

async function getTemplate(req: ApiRequest): Promise<Response> {
  const { page, sportId } = await templateKey(req);
  const row = await req.store.templates.latest({ tenant: req.tenant, page, sportId });
  return row ? json(withVersion(row)) : apiError(404, `No template for ${page}${sportId ? ` and sport ${sportId}` : ''}`);
}

/** Editors change layouts without a deploy: a valid template becomes the newest version; an invalid one is refused. */
async function putTemplate(req: ApiRequest): Promise<Response> {
  if (!req.staff) return apiError(401, 'Staff credential required');
  const { page, sportId } = await templateKey(req);
  const length = Number(req.request.headers.get('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) return apiError(413, 'Template body too large');
  const text = await req.request.text();
  if (text.length > MAX_BODY_BYTES) return apiError(413, 'Template body too large');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return apiError(400, 'Body must be JSON');
  }
  const parsed = TemplateSchema.safeParse({ page, sport_id: sportId || null, ...(body as object) });
  if (!parsed.success) return apiError(422, 'Invalid template', z.treeifyError(parsed.error));
  if (parsed.data.page !== page || (parsed.data.sport_id ?? 0) !== sportId) {
    return apiError(422, 'Template page and sport_id must match the URL');
  }
  const widgetErrors = validateTemplateWidgets(parsed.data);
  if (widgetErrors.length > 0) return apiError(422, 'Invalid template', widgetErrors);
  const key = { tenant: req.tenant, page, sportId };
  const version = await new TemplateEditorStore(req.store).append(key, sanitizeHtmlProps(parsed.data), 'staff');
  return json({ ...parsed.data, version }, { status: 200 });
}
