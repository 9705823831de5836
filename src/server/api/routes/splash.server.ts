import { isSplashLive, type Splash } from '#schemas/entities/splash.ts';
import { siteNow } from '../../env.server.ts';
import { CLIENT_IP_HEADER, RateLimiter } from '../../forms/rate-limit.server.ts';
import { sanitize } from '../../sanitize.server.ts';
import type { Store } from '../../store/store.server.ts';
import { apiError, intParam, json, noContent } from '../http.server.ts';
import type { ApiRequest, ApiRoute } from '../types.server.ts';

/** Clicks per client per minute: a visitor clicks a splash once; a script clicks many times. */
const clicks = new RateLimiter('splash-click', 20, 60_000);

function splashes(store: Store, tenant: string, staff: boolean): Promise<Splash[]> {
  return store.memo(tenant, `splashes:${staff}`, async () =>
    (await store.splash.list(tenant, { drafts: staff })).map((s) => ({ ...s, html: s.html === null ? null : sanitize(s.html) })),
  );
}

/** The live splash of a sport (0: the site-wide one), newest start first. */
async function liveSplash(store: Store, tenant: string, sportId: number): Promise<Splash | undefined> {
  const now = siteNow();
  return (await splashes(store, tenant, false))
    .filter((s) => (s.sport_id ?? 0) === sportId && isSplashLive(s, now))
    .toSorted((a, b) => b.startDate.localeCompare(a.startDate))[0];
}

/** GET /api/v2/Splash/{sportId} or /Splash?splashId= — the splash to show, or 204 (spec 7). `splashId` shows it whatever its window (the /splash page). */
async function getSplash({ store, tenant, url, params }: ApiRequest): Promise<Response> {
  const splashId = url.searchParams.get('splashId');
  if (splashId !== null) {
    const found = (await splashes(store, tenant, false)).find((s) => String(s.id) === splashId);
    return found ? json(found) : noContent();
  }
  const found = await liveSplash(store, tenant, params[0] ? Number(params[0]) : 0);
  return found ? json(found) : noContent();
}

/** GET /api/v2/Hidden/Splash?splashId=&t= — staff preview of any splash, published or not (spec 7). */
async function getHiddenSplash({ store, tenant, url, staff }: ApiRequest): Promise<Response> {
  if (!staff) return apiError(401, 'Sign-in required');
  const id = intParam(url.searchParams.get('splashId'), 'splashId', 0, { max: 1e9 });
  const found = (await splashes(store, tenant, true)).find((s) => s.id === id);
  return found ? json(found) : noContent();
}

/** POST /api/v2/Splash/click/{splashId} — counts a click on a splash that exists (per day), rate limited. */
async function postClick({ store, tenant, params, request }: ApiRequest): Promise<Response> {
  const id = Number(params[0]);
  if (!(await splashes(store, tenant, false)).some((s) => s.id === id)) return apiError(404, 'No such splash');
  if ((await clicks.hit(store, request.headers.get(CLIENT_IP_HEADER) ?? 'unknown')) > 0) return apiError(429, 'Too many clicks');
  // Counted in this process and written every few seconds (store/hot-counts.server.ts): reports lag by that much.
  store.hotCounts.add('splash-click', tenant, id, siteNow().toISOString().slice(0, 10));
  return noContent();
}

/** GET /api/v2/Takeovers?sportId= — the takeovers running now for the home page (0) or a sport home (spec 7). */
async function getTakeovers({ store, tenant, url }: ApiRequest): Promise<Response> {
  const sportId = intParam(url.searchParams.get('sportId'), 'sportId', 0, { max: 1e9 });
  const now = siteNow().toISOString();
  const isConcurrent = await store.splash.takeoversConcurrent(tenant);
  const takeovers = (await store.splash.takeovers(tenant))
    .filter((t) => (t.sport_id ?? 0) === sportId && t.startDate <= now && t.endDate >= now)
    .map(({ type, id, url: target, cookie }) => ({ type, id, url: target, cookie }));
  return json({ config: { isConcurrent }, takeovers });
}

export const splashRoutes: ApiRoute[] = [
  ['GET', /^\/Splash\/(\d{1,9})$/, getSplash],
  ['GET', /^\/Splash$/, getSplash],
  ['GET', /^\/Hidden\/Splash$/, getHiddenSplash],
  ['POST', /^\/Splash\/click\/(\d{1,9})$/, postClick],
  ['GET', /^\/Takeovers$/, getTakeovers],
];
