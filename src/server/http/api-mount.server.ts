import express, { type Request as ExpressRequest, type Router } from 'express';
import { checkCsrf } from '../accounts/csrf.server.ts';
import type { Env } from '../env.server.ts';
import { passThroughHeaders, passThroughUrl, UPSTREAM_TIMEOUT_MS } from '../pass-through.server.ts';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge.server.ts';
import { isFileContentPath, storedFileResponse } from './stored-files.server.ts';

/** How this process calls an external content API (fetch behind the circuit breaker, or a test's stub). */
export type UpstreamFetch = (input: Request | URL, init?: RequestInit) => Promise<Response>;

export interface ApiMountOptions {
  config: Env;
  /** The embedded content API; absent when CONTENT_API_URL names an external one. */
  contentApi?: (request: Request) => Promise<Response>;
  /** How this process calls the external content API (one circuit breaker per process). */
  upstreamFetch: UpstreamFetch;
  isStaff: (req: ExpressRequest) => Promise<boolean>;
}

/** A stored file's bytes keep only a harmless type, from either API (see stored-files.server.ts). */
const guarded = (req: ExpressRequest, response: Response) => (isFileContentPath(req.originalUrl) ? storedFileResponse(response) : response);

/**
 * /api/v2 on this origin, what the browser calls (load more, impressions, forms): the embedded content API, or
 * with CONTENT_API_URL a pass-through to the external one. Mounted at /api/v2.
 */
export function contentApiRouter(options: ApiMountOptions): Router {
  const router = express.Router();
  const { contentApi, config } = options;
  if (contentApi) {
    router.use(async (req, res) => {
      const request = toFetchRequest(req);
      await sendFetchResponse(res, (await checkCsrf(request)) ?? guarded(req, await contentApi(request)));
    });
    return router;
  }
  const upstream = config.CONTENT_API_URL;
  if (!upstream) return router;
  router.use(async (req, res) => {
    const target = passThroughUrl(upstream, req.originalUrl);
    if (!target) {
      res.status(400).json({ error: { message: 'Not a content API path' } });
      return;
    }
    const request = toFetchRequest(req);
    const refused = await checkCsrf(request);
    if (refused) return sendFetchResponse(res, refused);
    const headers = passThroughHeaders(request.headers, config.TENANT, (await options.isStaff(req)) ? config.STAFF_TOKEN : null);
    const init = {
      method: request.method,
      headers,
      body: request.body,
      duplex: 'half',
      redirect: 'manual',
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    } as RequestInit;
    try {
      await sendFetchResponse(res, guarded(req, await options.upstreamFetch(target, init)));
    } catch (error) {
      console.error(`Content API pass-through ${req.method} ${target.pathname} failed`, error instanceof Error ? error.message : error);
      if (!res.headersSent) res.status(504).json({ error: { message: 'The content API did not answer' } });
    }
  });
  return router;
}
