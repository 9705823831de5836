import { LOCATION_OPTIONS } from '#schemas/constants.ts';
import { scheduleUrl } from '#src/widgets/schedule/schedule.schema.ts';
import { teamNameOf } from '#schemas/entities/site.ts';
import { LOCATION_QUERY } from '#schemas/constants.ts';
import type { LocationValue } from '#src/widgets/shared/schedule-game.ts';
import { siteNow } from '../../env.server.ts';
import { currentSeason, scheduleSeasons, seasonGames } from '#src/widgets/shared/schedule-games.server.ts';
import { scheduleCalendar } from '#src/widgets/shared/schedule-ics.server.ts';
import { HttpError } from '../http.server.ts';
import type { ApiRequest, ApiRoute } from '../types.server.ts';

const isLocation = (value: string): value is LocationValue => LOCATION_OPTIONS.some((option) => option.value === value);

/**
 * GET /api/v2/schedule/{sportId}.ics?season=&location=H|A|N — a sport's schedule as an iCalendar feed. The
 * sport may also be named by its global slug or short name (spec 2.3), which is what the site path
 * /sports/{slug}/schedule.ics forwards. No season: the current one, as on the schedule page.
 */
async function scheduleIcs({ store, tenant, url, params }: ApiRequest): Promise<Response> {
  const key = params[0] ?? '';
  const sports = (await store.sports.list(tenant)).filter((s) => !s.non_sport);
  const sport = /^\d+$/.test(key)
    ? sports.find((s) => s.id === Number(key))
    : (sports.find((s) => s.global_sport_name_slug === key) ?? sports.find((s) => s.shortname === key));
  if (!sport) throw new HttpError(404, `Unknown sport ${key}`);
  const location = url.searchParams.get(LOCATION_QUERY) ?? '';
  if (!isLocation(location)) throw new HttpError(400, 'Query location must be H, A or N');
  const seasons = await scheduleSeasons(store, tenant, sport.id);
  const requested = url.searchParams.get('season') || null;
  if (requested !== null && !seasons.includes(requested)) throw new HttpError(404, `No ${sport.title} season ${requested}`);
  const now = siteNow();
  const season = requested ?? (await currentSeason(store, tenant, sport.id, seasons, now));
  const site = await store.settings.site(tenant);
  const slug = sport.global_sport_name_slug;
  const body = scheduleCalendar({
    games: season === null ? [] : await seasonGames(store, tenant, sport.id, season),
    teamName: teamNameOf(site.athleticsName),
    sportTitle: sport.title,
    season,
    location,
    baseUrl: site.baseUrl,
    schedulePath: scheduleUrl(slug, season, 'page'),
    now,
  });
  const filename = [slug, season, location, 'schedule'].filter(Boolean).join('-');
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}.ics"`,
      'cache-control': 'public, max-age=300',
    },
  });
}

/** Content API: schedule calls. */
export const scheduleRoutes: ApiRoute[] = [['GET', /^\/schedule\/([\w-]+)\.ics$/, scheduleIcs]];
