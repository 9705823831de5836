import { timingSafeEqual } from 'node:crypto';
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from 'express';
import { hasStaffBearer, sessionOf, staffSessionOf } from '../auth.server.ts';
import { isCrossSite } from '../forms/submit.server.ts';

export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_FIELD = '_csrf';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A form body larger than this is not read for its `_csrf` field: such a client sends the header. */
const MAX_FORM_PEEK_BYTES = 1024 * 1024;

function refuse(message: string): Response {
  return Response.json({ error: message }, { status: 403, headers: { 'cache-control': 'no-store' } });
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * CSRF. A state-changing request is refused (403) when it comes from another origin (Origin or
 * Sec-Fetch-Site: fan forms, newsletter, counters), or when the staff session cookie authenticates it and it
 * does not carry that session's token (header X-CSRF-Token, or the form field `_csrf` given as `formToken`).
 * A valid Bearer STAFF_TOKEN is a machine credential no browser sends by itself: exempt.
 */
export async function csrfRefusal(request: Request, formToken: string | null = null): Promise<Response | null> {
  if (SAFE_METHODS.has(request.method) || hasStaffBearer(request)) return null;
  if (isCrossSite(request)) return refuse('Cross-site requests are not accepted');
  const session = await staffSessionOf(request.headers.get('cookie'));
  if (!session) return null;
  const given = request.headers.get(CSRF_HEADER) ?? formToken;
  return given && sameToken(given, session.csrfToken) ? null : refuse('CSRF token missing or invalid');
}

/** The `_csrf` field of a form body, read from a copy (the handler still reads the original), when it matters. */
export async function formCsrfToken(request: Request): Promise<string | null> {
  if (SAFE_METHODS.has(request.method) || request.headers.has(CSRF_HEADER) || !sessionOf(request.headers.get('cookie'))) return null;
  const type = request.headers.get('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return null;
  if (Number(request.headers.get('content-length') ?? 0) > MAX_FORM_PEEK_BYTES) return null;
  try {
    const value = (await request.clone().formData()).get(CSRF_FIELD);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** Both steps for a fetch-style request: the answer to send instead, or null to go on. */
export async function checkCsrf(request: Request): Promise<Response | null> {
  if (SAFE_METHODS.has(request.method)) return null;
  return csrfRefusal(request, await formCsrfToken(request));
}

/**
 * The same-origin rule for every route of the web server, before any of them reads the body (site routes, the
 * newsletter's form, /api/v2): one 403 answer for them all. `exempt` paths take cross-site posts by design
 * (RFC 8058 one-click unsubscribe from a mail client, authorised by the token in its link).
 */
export function refuseCrossSiteChanges(exempt: readonly string[]) {
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method) || exempt.includes(req.path)) return next();
    const headers = new Headers();
    for (const name of ['origin', 'sec-fetch-site', 'authorization'] as const) {
      const value = req.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    const probe = new Request(new URL(req.originalUrl, `http://${req.headers.host ?? 'localhost'}`), { headers });
    if (!hasStaffBearer(probe) && isCrossSite(probe)) return void res.status(403).json({ error: 'Cross-site requests are not accepted' });
    next();
  };
}
