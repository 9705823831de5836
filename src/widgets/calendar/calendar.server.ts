import { pageNotFoundMessage, SCHOOL_TIME_ZONE } from '#schemas/constants.ts';
import type { Game } from '#schemas/entities/game.ts';
import {
  CALENDAR_LOCATIONS,
  calendarData,
  calendarGamesIn,
  monthKey,
  parseMonth,
  printRange,
  shiftMonth,
  type CalendarView,
} from './calendar.schema.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import type { Store } from '#src/server/store/store.server.ts';
import { parseGames } from '../shared/schedule-games.server.ts';
import type { WidgetContext, WidgetResolver } from '../shared/context.server.ts';

const DAY_MS = 86_400_000;
const schoolMonth = new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE, year: 'numeric', month: '2-digit' });
const monthTitle = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayTitle = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Listed games whose school-local day falls in [start, end], of one sport and location or all. */
export async function calendarGames(
  store: Store,
  tenant: string,
  range: { start: string; end: string },
  sportId: number | null,
  location: string,
): Promise<Game[]> {
  // Stored dates sort by UTC: a day either side catches every game whose local day is in range.
  const { items } = await store.documents.list(tenant, 'games', {
    sportId,
    after: plusDays(range.start, -1),
    before: plusDays(range.end, 2),
    order: 'asc',
  });
  return calendarGamesIn(parseGames(items), range, sportId, location);
}

/** spec 2.1 calendar print: {type}/{sport}/{start}/{end}/{location}; anything that is not one of those is a 404. */
function printView(ctx: Readonly<WidgetContext>): CalendarView {
  const p = ctx.page.params;
  const range = printRange(p.start ?? '', p.end ?? '');
  const sport = p.sport === 'all' ? null : (ctx.sports.find((s) => s.global_sport_name_slug === p.sport) ?? undefined);
  const location = Object.hasOwn(CALENDAR_LOCATIONS, p.location ?? '')
    ? CALENDAR_LOCATIONS[p.location as keyof typeof CALENDAR_LOCATIONS]
    : undefined;
  if (!range || sport === undefined || location === undefined || (p.type !== 'month' && p.type !== 'list'))
    throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  const [year, month] = range.start.split('-').map(Number) as [number, number];
  const days = `${dayTitle.format(Date.parse(`${range.start}T00:00:00Z`))} – ${dayTitle.format(Date.parse(`${range.end}T00:00:00Z`))}`;
  return { range, month: { year, month }, sport: ctx.sport ?? sport, location, view: p.type, title: days };
}

function pageView(ctx: Readonly<WidgetContext>): CalendarView {
  const q = ctx.page.query;
  const month = q.month ? parseMonth(q.month) : parseMonth(schoolMonth.format(ctx.now));
  if (!month) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  const start = `${monthKey(month.year, month.month)}-01`;
  const end = plusDays(`${monthKey(shiftMonth(month, 1).year, shiftMonth(month, 1).month)}-01`, -1);
  const sport =
    ctx.page.name === 'calendar_sport' ? ctx.sport : (ctx.sports.find((s) => s.global_sport_name_slug === q.sport && !s.non_sport) ?? null);
  const location = CALENDAR_LOCATIONS[(q.location ?? 'all') as keyof typeof CALENDAR_LOCATIONS] ?? '';
  return {
    range: { start, end },
    month,
    sport,
    location,
    view: q.view === 'list' ? 'list' : 'month',
    title: monthTitle.format(Date.UTC(month.year, month.month - 1, 1)),
  };
}

/** spec 2.1 calendar (site and sport) and calendar print: a month grid or a list of every game, filtered. */
export const resolveCalendar: WidgetResolver<'calendar'> = async (props, ctx) => {
  const view = props.variant === 'print' ? printView(ctx) : pageView(ctx);
  const games = await calendarGames(ctx.store, ctx.tenant, view.range, view.sport?.id ?? null, view.location);
  const sitePage = ctx.page.name === 'calendar';
  const base =
    sitePage || (props.variant === 'print' && !ctx.sport) ? '/calendar' : `/sports/${view.sport?.global_sport_name_slug}/calendar`;
  return {
    data: calendarData({ sports: ctx.sports, games, view, sitePage, base, now: ctx.now }),
    page: { title: view.sport ? `${view.sport.title} Calendar: ${view.title}` : `Calendar: ${view.title}` },
  };
};
