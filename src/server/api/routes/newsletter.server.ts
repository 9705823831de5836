import { SUBSCRIBE_TEXT, SubscriptionRequestSchema, isEmailAddress } from '#src/widgets/subscribe/subscribe.schema.ts';
import { siteNow } from '../../env.server.ts';
import { guardedJsonBody } from '../../forms/submit.server.ts';
import { clientAddress, RateLimiter } from '../../forms/rate-limit.server.ts';
import { confirm, outbox, subscribe, subscribers, unsubscribe } from '../../newsletter/newsletter.server.ts';
import { apiError, json } from '../http.server.ts';
import type { ApiRequest, ApiRoute } from '../types.server.ts';

/** Sign-ups per client address: a person needs one or two; a script filling inboxes with confirmations needs many. */
export const SUBSCRIBE_LIMIT = { requests: 5, windowMs: 10 * 60_000 } as const;
const limiter = new RateLimiter('newsletter', SUBSCRIBE_LIMIT.requests, SUBSCRIBE_LIMIT.windowMs);
/** Confirm and unsubscribe links per client address (tokens are 256-bit or signed: against floods, not guessing). */
export const LINK_LIMIT = { requests: 10, windowMs: 60_000 } as const;
const links = new RateLimiter('newsletter-link', LINK_LIMIT.requests, LINK_LIMIT.windowMs);
const byAddress = (req: ApiRequest, limit: RateLimiter) => () => limit.hit(req.store, clientAddress(req.request));

/**
 * POST /api/v2/newsletter/subscriptions { email, sports: [sportId…], website? } — 202 { status: 'pending' } (the
 * same for new, pending and already confirmed addresses) | 422 { error: { fields } } | 403 | 413 | 415 | 429.
 */
async function postSubscription(req: ApiRequest): Promise<Response> {
  const guarded = await guardedJsonBody(req, byAddress(req, limiter), SUBSCRIBE_TEXT.limited);
  if ('response' in guarded) return guarded.response;
  const parsed = SubscriptionRequestSchema.safeParse(guarded.body);
  if (!parsed.success) return apiError(400, 'Body must be { email, sports: [sport ids], website? }');
  // Bots fill the honeypot: they get the usual answer, and nothing is stored or sent.
  if (parsed.data.website) return json({ status: 'pending' }, { status: 202 });
  const email = parsed.data.email.trim();
  const sports = new Set((await req.store.sports.list(req.tenant)).filter((s) => !s.non_sport).map((s) => s.id));
  const fields: Record<string, string> = {};
  if (!isEmailAddress(email)) fields.email = SUBSCRIBE_TEXT.invalid;
  if (parsed.data.sports.some((id) => !sports.has(id))) fields.sports = 'Choose sports from the list.';
  if (Object.keys(fields).length > 0)
    return json({ error: { status: 422, message: Object.values(fields).join(' '), fields } }, { status: 422 });
  const site = await req.store.settings.site(req.tenant);
  await subscribe(
    req.store,
    req.tenant,
    { email, sports: parsed.data.sports },
    { baseUrl: site.baseUrl, siteName: site.athleticsName },
    siteNow(),
  );
  return json({ status: 'pending' }, { status: 202 });
}

function tokenOf(body: unknown, key: string): string {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value.slice(0, 1000) : '';
}

/** POST /api/v2/newsletter/confirm { token } — 200 { status: 'confirmed' } | 410 expired | 404 unknown or used. */
async function postConfirm(req: ApiRequest): Promise<Response> {
  const guarded = await guardedJsonBody(req, byAddress(req, links));
  if ('response' in guarded) return guarded.response;
  const outcome = await confirm(req.store, req.tenant, tokenOf(guarded.body, 'token'), siteNow());
  if (outcome === 'confirmed') return json({ status: outcome });
  return outcome === 'expired' ? apiError(410, SUBSCRIBE_TEXT.expired) : apiError(404, SUBSCRIBE_TEXT.badLink);
}

/** POST /api/v2/newsletter/unsubscribe { email, token } — 200 { status: 'unsubscribed' } | 403 a bad signature. */
async function postUnsubscribe(req: ApiRequest): Promise<Response> {
  const guarded = await guardedJsonBody(req, byAddress(req, links));
  if ('response' in guarded) return guarded.response;
  const done = await unsubscribe(req.store, req.tenant, tokenOf(guarded.body, 'email'), tokenOf(guarded.body, 'token'), siteNow());
  return done ? json({ status: 'unsubscribed' }) : apiError(403, SUBSCRIBE_TEXT['unsubscribe-failed']);
}

const staffOnly = (handler: (req: ApiRequest) => Promise<Response>) => (req: ApiRequest) =>
  req.staff ? handler(req) : apiError(401, 'Sign-in required');

export const newsletterRoutes: ApiRoute[] = [
  ['POST', /^\/newsletter\/subscriptions$/, postSubscription],
  ['POST', /^\/newsletter\/confirm$/, postConfirm],
  ['POST', /^\/newsletter\/unsubscribe$/, postUnsubscribe],
  // For staff and for the mailer (with the staff credential): who is on the list, and what is queued to send.
  ['GET', /^\/newsletter\/subscribers$/, staffOnly(async ({ store, tenant }) => json(await subscribers(store, tenant)))],
  ['GET', /^\/newsletter\/outbox$/, staffOnly(async ({ store, tenant }) => json(await outbox(store, tenant)))],
];
