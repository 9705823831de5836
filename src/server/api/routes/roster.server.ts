import { RosterPropsSchema } from '#src/widgets/roster/roster.schema.ts';
import { siteNow } from '../../env.server.ts';
import { resolveRoster } from '#src/widgets/roster/roster.server.ts';
import { HttpError, intParam, json } from '../http.server.ts';
import type { ApiRequest, ApiRoute } from '../types.server.ts';

/**
 * GET /api/v2/roster?sportId=&season=&coaches= — spec 7 marks roster calls "not shown"; ours answers with the
 * roster widget's data (src/widgets/roster/roster.schema.ts): one season (default: the newest with players), its
 * players in jersey order and, unless coaches=false, its coaches. Unpublished players only for staff.
 */
async function getRoster({ store, tenant, url, staff }: ApiRequest): Promise<Response> {
  const q = url.searchParams;
  if (!q.get('sportId')) throw new HttpError(400, 'Query sportId is required');
  const sportId = intParam(q.get('sportId'), 'sportId', 0, { min: 1, max: 1e9 });
  const sports = await store.sports.list(tenant);
  const sport = sports.find((s) => s.id === sportId);
  if (!sport) throw new HttpError(404, `Unknown sport ${sportId}`);
  const season = q.get('season');
  // A season the sport never had (no roster, no schedule) is a 404, as on the page; absurd values are refused first.
  if (season !== null && !/^[\w-]{1,20}$/.test(season))
    throw new HttpError(400, 'Query season must be a season title such as 2025 or 2025-26');
  const coaches = q.get('coaches');
  if (coaches !== null && coaches !== 'true' && coaches !== 'false') throw new HttpError(400, 'Query coaches must be true or false');
  const props = RosterPropsSchema.parse({ showCoaches: coaches !== 'false' });
  const { data } = await resolveRoster(props, {
    store,
    tenant,
    sport,
    sports,
    now: siteNow(),
    staff,
    page: { name: 'roster_list', path: url.pathname, title: '', params: season === null ? {} : { season }, query: {}, meta: {} },
    query: { start: 0, count: null, name: null, extra: null, filters: {} },
  });
  return json(data);
}

export const rosterRoutes: ApiRoute[] = [['GET', /^\/roster$/, getRoster]];
