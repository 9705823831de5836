import { siteNow } from '../../env.server.ts';
import { CLIENT_IP_HEADER, RateLimiter } from '../../forms/rate-limit.server.ts';
import type { Store } from '../../store/store.server.ts';
import { findPromotion } from '#src/widgets/shared/promotions.server.ts';
import { apiError, json, noContent } from '../http.server.ts';
import type { ApiRequest, ApiRoute } from '../types.server.ts';

/** A page batches its impressions every 2 s (spec 9), so a visitor sends a few a minute; a script sends more. */
export const IMPRESSION_LIMIT = { requests: 60, windowMs: 60_000 } as const;
const MAX_IDS = 100;
const limiter = new RateLimiter('impressions', IMPRESSION_LIMIT.requests, IMPRESSION_LIMIT.windowMs);

/** The ids of every campaign this tenant has: only these are counted. */
function campaignIds(store: Store, tenant: string): Promise<ReadonlySet<number>> {
  return store.memo(tenant, 'campaign-ids', async () => {
    const promotions = await store.promotions.list(tenant);
    return new Set(promotions.flatMap((p) => [...p.campaigns, ...(p.single ? [p.single] : [])].map((c) => c.id)));
  });
}

/** spec 7: GET /api/v2/promotions/counter?adIds=… records one impression per known campaign; 204. */
async function countImpressions({ store, tenant, url, request }: ApiRequest): Promise<Response> {
  const raw = url.searchParams.get('adIds') ?? '';
  const ids = raw.split(',').filter(Boolean);
  if (ids.length === 0 || ids.length > MAX_IDS || ids.some((id) => !/^\d{1,9}$/.test(id))) {
    return apiError(400, `adIds must be a comma-separated list of up to ${MAX_IDS} campaign ids`);
  }
  const wait = await limiter.hit(store, request.headers.get(CLIENT_IP_HEADER) ?? 'unknown');
  if (wait > 0)
    return json(
      { error: { status: 429, message: 'Too many impression reports' } },
      { status: 429, headers: { 'retry-after': String(wait) } },
    );
  const known = await campaignIds(store, tenant);
  const counted = [...new Set(ids.map(Number))].filter((id) => known.has(id));
  // Counted in this process and written every few seconds (store/hot-counts.server.ts): reports lag by that much.
  const day = siteNow().toISOString().slice(0, 10);
  for (const id of counted) store.hotCounts.add('impression', tenant, id, day);
  return noContent();
}

/** spec 7: GET /api/v2/promotions/{name} and /{name}/{sportId}; 204 means no content. */
async function promotion({ store, tenant, params }: ApiRequest): Promise<Response> {
  const found = await findPromotion(store, tenant, params[0] ?? '', params[1] ? Number(params[1]) : null, siteNow());
  return found ? json(found) : noContent();
}

/** Content API: promotions. The counter comes first: "counter" is not a promotion name. */
export const promotionRoutes: ApiRoute[] = [
  ['GET', /^\/promotions\/counter$/, countImpressions],
  ['GET', /^\/promotions\/([\w-]+)(?:\/(\d+))?$/, promotion],
];
