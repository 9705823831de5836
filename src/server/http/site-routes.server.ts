import express, { type Request as ExpressRequest, type Router } from 'express';
import * as z from 'zod/mini';
import { SidearmSportSchema } from '#schemas/sidearm/sport.ts';
import { fileKeyOf } from '#schemas/entities/file.ts';
import type { ApiClient } from '#src/data/api-client.ts';
import { INLINE_TYPES } from '../api/routes/files.server.ts';
import type { Env } from '../env.server.ts';
import { LiveHub } from '../live/live-hub.server.ts';
import { mountNewsletterRoutes } from '../newsletter/site-routes.server.ts';
import { mountTakeovers } from '../takeovers/takeover-route.server.ts';
import { sendFetchResponse, streamFetchResponse } from './fetch-bridge.server.ts';
import { imageRoutes } from './image-routes.server.ts';
import type { DrawArt } from '../images/image-service.server.ts';
import { storedFileResponse } from './stored-files.server.ts';

export interface SiteRoutesOptions {
  config: Env;
  /** The content API client of one request (in-process, or CONTENT_API_URL); staff calls carry STAFF_TOKEN. */
  api: (staff: boolean) => ApiClient;
  isStaff: (req: ExpressRequest) => Promise<boolean>;
  /** The hosts images may come from besides this site (IMAGE_HOSTS). */
  imageHosts: readonly string[];
  /** What /healthz reports besides ok. */
  health: () => Promise<Record<string, unknown>>;
  /** The demo school's drawn art (the store names no real images), or null for a real school. */
  draw: DrawArt | null;
  /** Where a live game's change is announced (PostgreSQL's notifications): the live feeds check it at once. */
  onLiveChange?: (listener: (gameId: number) => void) => void;
}

const INTERNAL_API_ORIGIN = 'http://content-api.internal';
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const conditional = (req: ExpressRequest): Record<string, string> =>
  typeof req.headers['if-none-match'] === 'string' ? { 'if-none-match': req.headers['if-none-match'] } : {};

/**
 * Every site path that is not a page and not the content API, in one router: what feed readers, calendar and
 * podcast apps, image tags and downloads ask for (none can send the content API's tenant header). Each goes
 * through the content API client, so it works alike on the embedded store and on CONTENT_API_URL. A path this
 * router does not answer goes on to the page route, which says why (spec 8 "Page Not Found").
 */
export function siteRoutes(options: SiteRoutesOptions): Router {
  const { config, api, isStaff } = options;
  const router = express.Router();

  /** A sport's id from its global name slug or short name (spec 2.3); null when unknown. */
  async function sportIdOf(slug: string): Promise<number | null> {
    const sports = await api(false).get('/api/v2/Sports', { schema: z.array(SidearmSportSchema), empty: [] });
    return sports.find((s) => s.globalSportNameSlug === slug || s.shortName === slug)?.id ?? null;
  }

  router.use(
    imageRoutes({
      config,
      imageHosts: options.imageHosts,
      draw: options.draw,
      // Uploaded images' originals, as a visitor may read them (from the blob store, through the files route).
      storedFile: (path) => api(false).raw('/api/v2/files/content', { query: { path } }),
    }),
  );

  router.get('/healthz', async (_req, res) => {
    res.json({ ok: true, ...(await options.health()) });
  });

  // The schedule's iCalendar subscription and the calendar's filtered view, for calendar apps.
  router.get('/sports/:slug/schedule.ics', async (req, res) => {
    const query = { season: text(req.query.season), location: text(req.query.location) };
    await sendFetchResponse(res, await api(false).raw(`/api/v2/schedule/${encodeURIComponent(req.params.slug)}.ics`, { query }));
  });
  router.get('/calendar.ics', async (req, res) => {
    const query = { month: text(req.query.month), sport: text(req.query.sport), location: text(req.query.location) };
    await sendFetchResponse(res, await api(false).raw('/api/v2/calendar.ics', { query }));
  });

  mountNewsletterRoutes(router, () => api(false));

  // The game center's live feed: Server-Sent Events, fed from the content API's live stats.
  const liveHub = new LiveHub(
    async (gameId, etag) => {
      const response = await api(false).raw(`/api/v2/live/${gameId}`, { headers: etag ? { 'if-none-match': etag } : {} });
      const body = response.status === 200 ? await response.text() : (await response.body?.cancel(), null);
      return { status: response.status, etag: response.headers.get('etag'), body };
    },
    { maxClients: options.config.LIVE_MAX_CLIENTS },
  );
  options.onLiveChange?.((gameId) => liveHub.wake(gameId));
  router.get('/game-center/:gameId/live', (req, res, next) => {
    if (!/^\d{1,9}$/.test(req.params.gameId)) return next();
    liveHub.subscribe(Number(req.params.gameId), req, res);
  });

  // A season's statistics as a PDF: the stats page's numbers, for printing and for the press.
  router.get('/sports/:slug/stats/:season/pdf', async (req, res, next) => {
    const sport = await sportIdOf(req.params.slug);
    if (sport === null || !/^\d{4}(-\d{2})?$/.test(req.params.season)) return next();
    const response = await api(false).raw(`/api/v2/stats/${sport}/${req.params.season}.pdf`, { headers: conditional(req) });
    if (response.status === 404) {
      await response.body?.cancel();
      return next();
    }
    // A PDF runs nothing of ours; the page CSP would only get in the way of the browser's viewer.
    res.removeHeader('Content-Security-Policy');
    await sendFetchResponse(res, response);
  });

  // A staff member's contact card from the staff bio page.
  router.get('/staff-directory/:slug/:file', async (req, res, next) => {
    const id = /^(\d{1,9})\.vcf$/.exec(req.params.file)?.[1];
    if (!id) return next();
    const response = await api(await isStaff(req)).raw(`/api/v2/staff/${id}.vcf`);
    if (response.status === 404) {
      await response.body?.cancel();
      return next();
    }
    await sendFetchResponse(res, response);
  });

  // News feeds (spec 2.1 RSS feeds), site-wide and per sport, and a podcast's feed for podcast apps.
  router.get('/rss.xml', async (req, res) => {
    await sendFetchResponse(res, await api(false).raw('/api/v2/news/rss.xml', { headers: conditional(req) }));
  });
  router.get('/sports/:slug/rss.xml', async (req, res, next) => {
    const sport = await sportIdOf(req.params.slug);
    if (sport === null) return next();
    await sendFetchResponse(res, await api(false).raw('/api/v2/news/rss.xml', { query: { sportId: sport }, headers: conditional(req) }));
  });
  router.get('/podcasts/:slug/:id/feed.xml', async (req, res) => {
    await sendFetchResponse(
      res,
      await api(false).raw(`/api/v2/podcasts/${encodeURIComponent(req.params.id)}/feed.xml`, { headers: conditional(req) }),
    );
  });

  // A form's precompiled validator, imported by the browser as a module (an import sends no tenant header).
  router.get('/forms/:id/validator.js', async (req, res) => {
    const query = new URL(req.originalUrl, INTERNAL_API_ORIGIN).search;
    const path = `/api/v2/forms/${encodeURIComponent(req.params.id)}/validator.js${query}`;
    await sendFetchResponse(res, await api(await isStaff(req)).raw(path));
  });

  // spec 2.1 documents and sport files: a path that names a stored file streams it, ranges and validators
  // included. Anything else (no such file, or a protected one without its link) goes on to the page route.
  const FILE_PATHS = [
    '/documents/*file',
    '/sports/:year/:month/:day/:file',
    '/protected/sports/:year/:month/:day/:file',
    '/hidden/sports/:year/:month/:day/:file',
  ];
  const FORWARDED_FILE_HEADERS = ['range', 'if-range', 'if-none-match', 'if-modified-since'] as const;
  router.get(FILE_PATHS, async (req, res, next) => {
    if (!fileKeyOf(req.path)) return next();
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_FILE_HEADERS) if (typeof req.headers[name] === 'string') headers[name] = req.headers[name];
    const token = typeof req.query.token === 'string' ? req.query.token : undefined;
    const response = await api(await isStaff(req)).raw('/api/v2/files/content', {
      method: req.method === 'HEAD' ? 'HEAD' : 'GET',
      query: { path: req.path, token },
      headers,
    });
    if (response.status === 404 || response.status === 403) {
      await response.body?.cancel();
      return next();
    }
    // A PDF, image or media file runs nothing of ours; the page CSP would only get in the way of the browser's viewer.
    if (INLINE_TYPES.test(response.headers.get('content-type') ?? '')) res.removeHeader('Content-Security-Policy');
    await streamFetchResponse(res, storedFileResponse(response));
  });

  mountTakeovers(router, () => api(false), sportIdOf);

  // spec 4: /splash/{id} with no such splash sends the visitor home (the page route shows the ones that exist).
  router.get('/splash/:splashId', async (req, res, next) => {
    if (!/^\d{1,9}$/.test(req.params.splashId)) return next();
    const response = await api(false).raw('/api/v2/Splash', { query: { splashId: req.params.splashId } });
    await response.body?.cancel();
    if (response.status === 204) return void res.redirect(302, '/');
    next();
  });

  return router;
}
