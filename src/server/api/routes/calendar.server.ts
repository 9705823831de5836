import { CALENDAR_LOCATIONS, monthKey, parseMonth, shiftMonth } from '#src/widgets/calendar/calendar.schema.ts';
import { teamNameOf } from '#schemas/entities/site.ts';
import { siteNow } from '../../env.server.ts';
import { calendarGames } from '#src/widgets/calendar/calendar.server.ts';
import { scheduleCalendar } from '#src/widgets/shared/schedule-ics.server.ts';
import { HttpError } from '../http.server.ts';
import type { ApiRequest, ApiRoute } from '../types.server.ts';

/** How many months a calendar feed covers from its first month: a season's worth. */
const FEED_MONTHS = 12;

/**
 * GET /api/v2/calendar.ics?month=YYYY-MM&sport=slug&location=all|home|away|neutral — the calendar's filtered
 * view as an iCalendar feed (every sport, or one), from that month (default: this one) for a year.
 */
async function calendarIcs({ store, tenant, url }: ApiRequest): Promise<Response> {
  const q = url.searchParams;
  const now = siteNow();
  const month = parseMonth(q.get('month') ?? now.toISOString().slice(0, 7));
  if (!month) throw new HttpError(404, 'Query month must be YYYY-MM');
  const sports = await store.sports.list(tenant);
  const slug = q.get('sport');
  const sport = slug ? sports.find((s) => s.global_sport_name_slug === slug && !s.non_sport) : null;
  if (sport === undefined) throw new HttpError(404, `Unknown sport ${slug}`);
  const location = CALENDAR_LOCATIONS[(q.get('location') || 'all') as keyof typeof CALENDAR_LOCATIONS];
  if (location === undefined) throw new HttpError(400, 'Query location must be all, home, away or neutral');
  const last = shiftMonth(month, FEED_MONTHS);
  const range = { start: `${monthKey(month.year, month.month)}-01`, end: `${monthKey(last.year, last.month)}-01` };
  const byId = new Map(sports.map((s) => [s.id, s]));
  const site = await store.settings.site(tenant);
  const body = scheduleCalendar({
    games: await calendarGames(store, tenant, range, sport?.id ?? null, location),
    teamName: teamNameOf(site.athleticsName),
    sportTitle: sport?.title ?? 'Athletics',
    sportTitleOf: (game) => byId.get(game.sport_id)?.title ?? '',
    season: null,
    location,
    baseUrl: site.baseUrl,
    schedulePath: sport ? `/sports/${sport.global_sport_name_slug}/calendar` : '/calendar',
    now,
  });
  const filename = ['calendar', sport?.global_sport_name_slug, monthKey(month.year, month.month)].filter(Boolean).join('-');
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}.ics"`,
      'cache-control': 'public, max-age=300',
    },
  });
}

export const calendarRoutes: ApiRoute[] = [['GET', /^\/calendar\.ics$/, calendarIcs]];
