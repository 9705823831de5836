import express, { type Request as ExpressRequest, type Response as ExpressResponse, type Router } from 'express';
import type { ApiClient } from '#src/data/api-client.ts';
import type { SubscribeStatus } from '#src/widgets/subscribe/subscribe.schema.ts';
import { CLIENT_IP_HEADER } from '../forms/rate-limit.server.ts';
import { isCrossSite } from '../forms/submit.server.ts';

/**
 * The newsletter's site paths, for what cannot send the content API's headers: the subscribe
 * page's plain form (no JavaScript) and the links in messages (confirm, unsubscribe). Each calls the content API
 * (in-process, or CONTENT_API_URL) and answers 303 to the page that says how it went: post/redirect/get, so a
 * reload never posts twice.
 */
const formBody = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 200 });

function seeOther(res: ExpressResponse, page: '/subscribe' | '/unsubscribed', status: SubscribeStatus): void {
  res.redirect(303, `${page}?status=${status}`);
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** The visitor's address for the API's per-client limit (the API trusts it only from this server). */
const client = (req: ExpressRequest) => ({ [CLIENT_IP_HEADER]: req.ip ?? '' });

export function mountNewsletterRoutes(app: Router, api: () => ApiClient): void {
  app.post('/subscribe', formBody, async (req, res) => {
    const probe = new Request(new URL(req.originalUrl, `http://${req.headers.host ?? 'localhost'}`), {
      headers: { origin: text(req.headers.origin), 'sec-fetch-site': text(req.headers['sec-fetch-site']) },
    });
    if ((req.headers.origin || req.headers['sec-fetch-site']) && isCrossSite(probe))
      return void res.status(403).send('Cross-site form posts are not accepted');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const sports = ([] as unknown[])
      .concat(body.sports ?? [])
      .map(Number)
      .filter(Number.isInteger);
    const response = await api().raw('/api/v2/newsletter/subscriptions', {
      method: 'POST',
      body: { email: text(body.email), sports, website: text(body.website) },
      headers: client(req),
    });
    await response.body?.cancel();
    seeOther(
      res,
      '/subscribe',
      response.status === 202 ? 'sent' : response.status === 422 ? 'invalid' : response.status === 429 ? 'limited' : 'error',
    );
  });

  app.get('/subscribe/confirm', async (req, res) => {
    const response = await api().raw('/api/v2/newsletter/confirm', {
      method: 'POST',
      body: { token: text(req.query.token) },
      headers: client(req),
    });
    await response.body?.cancel();
    seeOther(
      res,
      '/subscribe',
      response.status === 200 ? 'confirmed' : response.status === 410 ? 'expired' : response.status === 429 ? 'limited' : 'invalid',
    );
  });

  // GET from the message's link; POST is RFC 8058 one-click unsubscribe from the mail client (List-Unsubscribe-Post).
  app.all('/subscribe/unsubscribe', formBody, async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'POST') return next();
    const response = await api().raw('/api/v2/newsletter/unsubscribe', {
      method: 'POST',
      body: { email: text(req.query.email), token: text(req.query.token) },
      headers: client(req),
    });
    await response.body?.cancel();
    seeOther(res, '/unsubscribed', response.status === 200 ? 'unsubscribed' : 'unsubscribe-failed');
  });
}
