import { pageNotFoundMessage, SCHOOL_TIME_ZONE } from '#schemas/constants.ts';
import type { Game } from '#schemas/entities/game.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { gameStatus, gameTimeLabel, isListedGame } from '#schemas/game-rules.ts';
import {
  CALENDAR_LOCATIONS, locationWord, monthGrid, monthKey, parseMonth, printRange, shiftMonth, type CalendarData, type CalendarGame,
} from './calendar.schema.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import type { Store } from '#src/server/store/store.server.ts';
import { parseGames } from '../shared/schedule-games.server.ts';
import type { WidgetContext, LegacyWidgetResolver } from '../shared/context.server.ts';

const DAY_MS = 86_400_000;
const schoolMonth = new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE, year: 'numeric', month: '2-digit' });
const monthTitle = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayTitle = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Listed games whose school-local day falls in [start, end], of one sport and location or all. */
export function calendarGames(store: Store, tenant: string, range: { start: string; end: string }, sportId: number | null, location: string): Game[] {
  // Stored dates sort by UTC: a day either side catches every game whose local day is in range.
  const { items } = store.list(tenant, 'games', { sportId, after: plusDays(range.start, -1), before: plusDays(range.end, 2), order: 'asc' });
  return parseGames(items).filter((g) => {
    const day = g.date.slice(0, 10);
    return isListedGame(g) && day >= range.start && day <= range.end && (location === '' || g.location_indicator === location);
  });
}

function toCalendarGame(game: Game, sports: ReadonlyMap<number, Sport>): CalendarGame {
  const sport = sports.get(game.sport_id);
  const result = game.result;
  const status = gameStatus(game);
  const outcome = result?.team_score != null && result.opponent_score != null ? `${result.status} ${result.team_score}-${result.opponent_score}` : status;
  return {
    id: game.id, date: game.date, time: gameTimeLabel(game), sportTitle: sport?.title ?? '', opponent: game.opponent.title,
    versus: game.location_indicator === 'A' ? 'at' : 'vs', location: game.location, locationIndicator: game.location_indicator, outcome,
    url: result?.boxscore ?? (game.game_center_enabled ? `/game-center/${game.id}` : `/sports/${sport?.global_sport_name_slug ?? ''}/schedule/${game.season}`),
  };
}

interface View {
  range: { start: string; end: string };
  month: { year: number; month: number };
  sport: Sport | null;
  location: string;
  view: 'month' | 'list';
  title: string;
}

/** spec 2.1 calendar print: {type}/{sport}/{start}/{end}/{location}; anything that is not one of those is a 404. */
function printView(ctx: WidgetContext): View {
  const p = ctx.page.params;
  const range = printRange(p.start ?? '', p.end ?? '');
  const sport = p.sport === 'all' ? null : (ctx.sports.find((s) => s.global_sport_name_slug === p.sport) ?? undefined);
  const location = Object.hasOwn(CALENDAR_LOCATIONS, p.location ?? '') ? CALENDAR_LOCATIONS[p.location as keyof typeof CALENDAR_LOCATIONS] : undefined;
  if (!range || sport === undefined || location === undefined || (p.type !== 'month' && p.type !== 'list')) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  const [year, month] = range.start.split('-').map(Number) as [number, number];
  const days = `${dayTitle.format(Date.parse(`${range.start}T00:00:00Z`))} – ${dayTitle.format(Date.parse(`${range.end}T00:00:00Z`))}`;
  return { range, month: { year, month }, sport: ctx.sport ?? sport, location, view: p.type, title: days };
}

function pageView(ctx: WidgetContext): View {
  const q = ctx.page.query;
  const month = q.month ? parseMonth(q.month) : parseMonth(schoolMonth.format(ctx.now));
  if (!month) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  const start = `${monthKey(month.year, month.month)}-01`;
  const end = plusDays(`${monthKey(shiftMonth(month, 1).year, shiftMonth(month, 1).month)}-01`, -1);
  const sport = ctx.page.name === 'calendar_sport' ? ctx.sport : (ctx.sports.find((s) => s.global_sport_name_slug === q.sport && !s.non_sport) ?? null);
  const location = CALENDAR_LOCATIONS[(q.location ?? 'all') as keyof typeof CALENDAR_LOCATIONS] ?? '';
  return { range: { start, end }, month, sport, location, view: q.view === 'list' ? 'list' : 'month', title: monthTitle.format(Date.UTC(month.year, month.month - 1, 1)) };
}

/** spec 2.1 calendar (site and sport) and calendar print: a month grid or a list of every game, filtered. */
export const resolveCalendar: LegacyWidgetResolver<'calendar'> = (props, ctx) => {
  const v = props.variant === 'print' ? printView(ctx) : pageView(ctx);
  const sports = new Map(ctx.sports.map((s) => [s.id, s]));
  const games = calendarGames(ctx.store, ctx.tenant, v.range, v.sport?.id ?? null, v.location).map((g) => toCalendarGame(g, sports));
  const byDay = new Map<string, CalendarGame[]>();
  for (const g of games) byDay.set(g.date.slice(0, 10), [...(byDay.get(g.date.slice(0, 10)) ?? []), g]);
  const sitePage = ctx.page.name === 'calendar';
  const base = sitePage || props.variant === 'print' && !ctx.sport ? '/calendar' : `/sports/${v.sport?.global_sport_name_slug}/calendar`;
  const query = (over: Record<string, string>) => {
    const params = new URLSearchParams();
    const values = { sport: sitePage && v.sport ? v.sport.global_sport_name_slug : '', location: v.location ? locationWord(v.location) : '', view: v.view === 'list' ? 'list' : '', month: monthKey(v.month.year, v.month.month), ...over };
    for (const [k, value] of Object.entries(values)) if (value) params.set(k, value);
    return params.toString();
  };
  const at = (m: { year: number; month: number }) => `${base}?${query({ month: monthKey(m.year, m.month) })}`;
  ctx.page.title = v.sport ? `${v.sport.title} Calendar: ${v.title}` : `Calendar: ${v.title}`;
  const data: CalendarData = {
    title: v.title,
    view: v.view,
    month: monthKey(v.month.year, v.month.month),
    sportOptions: sitePage ? ctx.sports.filter((s) => !s.non_sport).toSorted((a, b) => a.title.localeCompare(b.title)).map((s) => ({ value: s.global_sport_name_slug, label: s.title })) : [],
    selected: { sport: sitePage && v.sport ? v.sport.global_sport_name_slug : '', location: locationWord(v.location) },
    weeks: monthGrid(v.month.year, v.month.month).map((week) => week.map((day) => ({ ...day, games: byDay.get(day.date) ?? [] }))),
    days: [...byDay].map(([date, list]) => ({ date, inMonth: true, games: list })),
    action: base,
    links: {
      previous: at(shiftMonth(v.month, -1)),
      next: at(shiftMonth(v.month, 1)),
      month: `${base}?${query({ view: '' })}`,
      list: `${base}?${query({ view: 'list' })}`,
      ics: `/calendar.ics?${query({ view: '', sport: v.sport?.global_sport_name_slug ?? '' })}`,
      print: `${base}/print/list/${v.sport?.global_sport_name_slug ?? 'all'}/${v.range.start}/${v.range.end}/${locationWord(v.location)}`,
    },
    total: games.length,
  };
  return data;
};
