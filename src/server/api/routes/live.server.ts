import { GameSchema, type Game } from '#schemas/entities/game.ts';
import { teamNameOf } from '#schemas/entities/site.ts';
import { siteNow } from '../../env.server.ts';
import { isFollowable, liveOf } from '../../live/live-store.server.ts';
import { advanceGame } from '../../live/simulate.server.ts';
import { loadSports } from '../../page/resolve-page.server.ts';
import { siteSettings } from '#src/widgets/shared/schedule-games.server.ts';
import { HttpError, apiError, intParam, json } from '../http.server.ts';
import type { ApiRequest, ApiRoute } from '../types.server.ts';

/** The game, its sport's global short name and the school's team name; 404 for unknown or unfollowable games. */
function followedGame({ store, tenant, params }: ApiRequest): { game: Game; global: string; school: string } {
  const raw = store.get(tenant, 'games', Number(params[0]));
  const game = raw ? GameSchema.safeParse(raw) : null;
  const sport = game?.success ? loadSports(store, tenant).find((s) => s.id === game.data.sport_id) : undefined;
  if (!game?.success || !sport || !isFollowable(game.data, sport.global_sport_shortname)) throw new HttpError(404, `No live game ${params[0]}`);
  return { game: game.data, global: sport.global_sport_shortname, school: teamNameOf(siteSettings(store, tenant).athleticsName) };
}

/**
 * GET /api/v2/live/{gameId} — spec 3 Live stats of a game. `ETag` is the version, so pollers and the site's
 * event stream ask with If-None-Match and get 304 until something changes.
 */
function getLive(req: ApiRequest): Response {
  const { game, global, school } = followedGame(req);
  const live = liveOf(req.store, req.tenant, game, global, school);
  const etag = `"live-${game.id}-${live.version}"`;
  const headers = { etag, 'cache-control': 'no-cache' };
  if (req.request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return json(live, { headers });
}

/** POST /api/v2/live/{gameId}/advance?steps=1..200 — staff: plays the game forward (see simulate.server.ts). */
function postAdvance(req: ApiRequest): Response {
  if (!req.staff) return apiError(401, 'Sign-in required');
  const { game, global, school } = followedGame(req);
  const steps = intParam(req.url.searchParams.get('steps'), 'steps', 1, { min: 1, max: 200 });
  return json(advanceGame(req.store, req.tenant, game, global, school, steps, siteNow()));
}

export const liveRoutes: ApiRoute[] = [
  ['GET', /^\/live\/(\d{1,9})$/, getLive],
  ['POST', /^\/live\/(\d{1,9})\/advance$/, postAdvance],
];
