import * as z from 'zod/mini';
import { PromotionSchema } from '#schemas/entities/promotion.ts';
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

/** The ids of every campaign this tenant has: only these are counted (issue 13, finding 5). */
function campaignIds(store: Store, tenant: string): ReadonlySet<number> {
  return store.cached(tenant, 'campaign-ids', () => {
    const promotions = z.array(PromotionSchema).parse(store.list(tenant, 'promotions', { publishedOnly: false }).items);
    return new Set(promotions.flatMap((p) => [...p.campaigns, ...(p.single ? [p.single] : [])].map((c) => c.id)));
  });
}

/** spec 7: GET /api/v2/promotions/counter?adIds=… records one impression per known campaign; 204. */
function countImpressions({ store, tenant, url, request }: ApiRequest): Response {
  const raw = url.searchParams.get('adIds') ?? '';
  const ids = raw.split(',').filter(Boolean);
  if (ids.length === 0 || ids.length > MAX_IDS || ids.some((id) => !/^\d{1,9}$/.test(id))) {
    return apiError(400, `adIds must be a comma-separated list of up to ${MAX_IDS} campaign ids`);
  }
  const wait = limiter.hit(store, request.headers.get(CLIENT_IP_HEADER) ?? 'unknown');
  if (wait > 0) return json({ error: { status: 429, message: 'Too many impression reports' } }, { status: 429, headers: { 'retry-after': String(wait) } });
  const known = campaignIds(store, tenant);
  const counted = [...new Set(ids.map(Number))].filter((id) => known.has(id));
  if (counted.length > 0) store.recordImpressions(tenant, counted, siteNow().toISOString().slice(0, 10));
  return noContent();
}

/** spec 7: GET /api/v2/promotions/{name} and /{name}/{sportId}; 204 means no content. */
function promotion({ store, tenant, params }: ApiRequest): Response {
  const found = findPromotion(store, tenant, params[0] ?? '', params[1] ? Number(params[1]) : null, siteNow());
  return found ? json(found) : noContent();
}

/** Content API: promotions. The counter comes first: "counter" is not a promotion name. */
export const promotionRoutes: ApiRoute[] = [
  ['GET', /^\/promotions\/counter$/, countImpressions],
  ['GET', /^\/promotions\/([\w-]+)(?:\/(\d+))?$/, promotion],
];
