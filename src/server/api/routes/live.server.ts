import type { Game } from '#schemas/entities/game.ts';
import { teamNameOf } from '#schemas/entities/site.ts';
import { siteNow } from '../../env.server.ts';
import { isFollowable, loadLive } from '../../live/live-store.server.ts';
import { advanceGame } from '../../live/simulate.server.ts';
import { HttpError, apiError, intParam, json } from '../http.server.ts';
import type { ApiRequest, ApiRoute } from '../types.server.ts';

/** The game, its sport's global short name and the school's team name; 404 for unknown or unfollowable games. */
async function followedGame({ store, tenant, params }: ApiRequest): Promise<{ game: Game; global: string; school: string }> {
  const game = await store.games.get(tenant, Number(params[0]));
  const sport = game ? await store.sports.byId(tenant, game.sport_id) : undefined;
  if (!game || !sport || !isFollowable(game, sport.global_sport_shortname)) throw new HttpError(404, `No live game ${params[0]}`);
  return { game, global: sport.global_sport_shortname, school: teamNameOf((await store.settings.site(tenant)).athleticsName) };
}

/**
 * GET /api/v2/live/{gameId} — spec 3 Live stats of a game. `ETag` is the version, so pollers and the site's
 * event stream ask with If-None-Match and get 304 until something changes.
 */
async function getLive(req: ApiRequest): Promise<Response> {
  const { game, global, school } = await followedGame(req);
  const live = await loadLive(req.store, req.tenant, game, global, school);
  const etag = `"live-${game.id}-${live.version}"`;
  // A CDN may answer a second's worth of fans from one copy (the game center falls back to polling this when its
  // stream fails); browsers revalidate every time, and a 304 costs no body.
  const headers = { etag, 'cache-control': 'public, max-age=0, s-maxage=1' };
  if (req.request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return json(live, { headers });
}

/** POST /api/v2/live/{gameId}/advance?steps=1..200 — staff: plays the game forward (see simulate.server.ts). */
async function postAdvance(req: ApiRequest): Promise<Response> {
  if (!req.staff) return apiError(401, 'Sign-in required');
  const { game, global, school } = await followedGame(req);
  const steps = intParam(req.url.searchParams.get('steps'), 'steps', 1, { min: 1, max: 200 });
  return json(await advanceGame(req.store, req.tenant, game, global, school, steps, siteNow()));
}

export const liveRoutes: ApiRoute[] = [['GET', /^\/live\/(\d{1,9})$/, getLive]];

/** Demo only (mounted when the store holds the demo school): the simulator plays fixture games forward. */
export const simulatorRoutes: ApiRoute[] = [['POST', /^\/live\/(\d{1,9})\/advance$/, postAdvance]];
