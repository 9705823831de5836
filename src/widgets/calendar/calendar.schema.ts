import * as z from 'zod/mini';
import { LOCATION_OPTIONS } from '#schemas/constants.ts';
import type { Game } from '#schemas/entities/game.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { gameAsOf, gameStatus, gameTimeLabel, isComplete, isListedGame, isLive } from '#schemas/game-rules.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const CALENDAR_VARIANTS = ['page', 'print'] as const;
export const CalendarPropsSchema = z.object({ variant: z._default(z.enum(CALENDAR_VARIANTS), 'page') });
export type CalendarProps = z.infer<typeof CalendarPropsSchema>;

export const CalendarGameSchema = z.object({
  id: z.number(),
  date: z.string(),
  time: z.string(),
  sportTitle: z.string(),
  opponent: z.string(),
  versus: z.enum(['vs', 'at']),
  location: z.string(),
  locationIndicator: z.enum(['H', 'A', 'N']),
  /** "W 31-20", "Postponed", or null before the game. */
  outcome: z.nullable(z.string()),
  url: z.string(),
  /** Where to buy tickets: only before the game starts (gameAsOf), else null. */
  tickets: z.nullable(z.string()),
});
export type CalendarGame = z.infer<typeof CalendarGameSchema>;

const DaySchema = z.object({ date: z.string(), inMonth: z.boolean(), games: z.array(CalendarGameSchema) });

export const CalendarDataSchema = z.object({
  /** "November 2026", or the printed range. */
  title: z.string(),
  view: z.enum(['month', 'list']),
  month: z.string(),
  sportOptions: z.array(z.object({ value: z.string(), label: z.string() })),
  selected: z.object({ sport: z.string(), location: z.string() }),
  /** Six rows of seven days, Sunday first (month view). */
  weeks: z.array(z.array(DaySchema)),
  /** The days that have games, in order (list view and print). */
  days: z.array(DaySchema),
  action: z.string(),
  links: z.object({ previous: z.string(), next: z.string(), month: z.string(), list: z.string(), ics: z.string(), print: z.string() }),
  total: z.number(),
});
export type CalendarData = z.infer<typeof CalendarDataSchema>;

/** spec 9 location options as the calendar's query values (all, home, away, neutral). */
export const CALENDAR_LOCATIONS = { all: '', home: 'H', away: 'A', neutral: 'N' } as const;
export const locationWord = (value: string) => Object.entries(CALENDAR_LOCATIONS).find(([, v]) => v === value)?.[0] ?? 'all';
export const LOCATION_LABELS = LOCATION_OPTIONS;

/** `YYYY-MM` when it is a month this site can show (2000–2099), else null. */
export function parseMonth(value: string): { year: number; month: number } | null {
  const match = /^(20\d{2})-(\d{2})$/.exec(value);
  const month = Number(match?.[2]);
  return match && month >= 1 && month <= 12 ? { year: Number(match[1]), month } : null;
}

export const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

export function shiftMonth({ year, month }: { year: number; month: number }, by: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The 42 days of a month view (six weeks, Sunday first), as YYYY-MM-DD with whether each is in the month. */
export function monthGrid(year: number, month: number): { date: string; inMonth: boolean }[][] {
  const first = Date.UTC(year, month - 1, 1);
  const start = first - new Date(first).getUTCDay() * 86_400_000;
  return Array.from({ length: 6 }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => {
      const date = new Date(start + (w * 7 + d) * 86_400_000);
      return { date: date.toISOString().slice(0, 10), inMonth: date.getUTCMonth() === month - 1 };
    }),
  );
}

/** A print range: start and end days (YYYY-MM-DD), end not before start, at most a year apart. */
export function printRange(start: string, end: string): { start: string; end: string } | null {
  const valid = (d: string) => {
    const time = Date.parse(`${d}T00:00:00Z`);
    return /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === d;
  };
  if (!valid(start) || !valid(end)) return null;
  const days = (Date.parse(end) - Date.parse(start)) / 86_400_000;
  return days >= 0 && days <= 366 ? { start, end } : null;
}

/** Which games a calendar shows: school-local days [start, end], one sport or all, one site or all. */
export interface CalendarView {
  range: { start: string; end: string };
  month: { year: number; month: number };
  sport: Sport | null;
  /** '' (all), 'H', 'A' or 'N'. */
  location: string;
  view: 'month' | 'list';
  /** The month ("November 2026") or, printed, the days. */
  title: string;
}

/** The listed games whose school-local day (their stored local date) is in the view's range, of its sport and site. */
export function calendarGamesIn(
  games: readonly Game[],
  range: { start: string; end: string },
  sportId: number | null,
  location: string,
): Game[] {
  return games.filter((g) => {
    const day = g.date.slice(0, 10);
    return (
      isListedGame(g) &&
      day >= range.start &&
      day <= range.end &&
      (sportId === null || g.sport_id === sportId) &&
      (location === '' || g.location_indicator === location)
    );
  });
}

/**
 * What an entry says in place of its time, as the schedule row does (spec 4): a final as "W 24-17", a meet scored
 * by place as "6th of 13", a game under way as "Live 42-37", otherwise its state ("Postponed", "Result pending");
 * null while the game is still to come.
 */
function outcomeOf(game: Game): string | null {
  const result = game.result;
  const score = result?.team_score != null && result.opponent_score != null ? `${result.team_score}-${result.opponent_score}` : null;
  if (result && isComplete(game)) {
    if (result.status === 'N') return [result.team_score, result.postscore].filter(Boolean).join(' ') || null;
    return score ? `${result.status} ${score}` : result.status;
  }
  const status = gameStatus(game);
  if (status === null) return null;
  return isLive(game) && score ? `${status} ${score}` : status;
}

/** A game as a calendar entry, as it stands at `now` (gameAsOf: "Result pending" once over without a final). */
function toCalendarGame(stored: Game, sports: ReadonlyMap<number, Sport>, now: Date): CalendarGame {
  const sport = sports.get(stored.sport_id);
  const game = sport ? gameAsOf(stored, sport.global_sport_shortname, now) : stored;
  const result = game.result;
  const outcome = outcomeOf(game);
  return {
    id: game.id,
    date: game.date,
    time: gameTimeLabel(game),
    sportTitle: sport?.title ?? '',
    opponent: game.opponent.title,
    versus: game.location_indicator === 'A' ? 'at' : 'vs',
    location: game.location,
    locationIndicator: game.location_indicator,
    outcome,
    url:
      result?.boxscore ??
      (game.game_center_enabled ? `/game-center/${game.id}` : `/sports/${sport?.global_sport_name_slug ?? ''}/schedule/${game.season}`),
    // spec 4: Tickets only while the game is still to come (as the schedule row: toScheduleGame).
    tickets: result === null && game.status !== 'C' && game.status !== 'P' ? (game.media.tickets ?? game.ticket_link) : null,
  };
}

export interface CalendarInput {
  sports: readonly Sport[];
  /** The view's games (calendarGamesIn), in start order. */
  games: readonly Game[];
  view: CalendarView;
  /** The site calendar (every sport, with a sport filter) rather than a sport's own. */
  sitePage: boolean;
  /** Where the calendar's links and filter form go: /calendar or the sport's calendar. */
  base: string;
  /** Game states are those at this time (spec 4). */
  now: Date;
}

/** spec 2.1 calendar (site and sport) and calendar print: a month grid or a list of the view's games, with links. */
export function calendarData({ sports, games: stored, view: v, sitePage, base, now }: CalendarInput): CalendarData {
  const bySport = new Map(sports.map((s) => [s.id, s]));
  const games = stored.map((g) => toCalendarGame(g, bySport, now));
  const byDay = new Map<string, CalendarGame[]>();
  for (const g of games) byDay.set(g.date.slice(0, 10), [...(byDay.get(g.date.slice(0, 10)) ?? []), g]);
  const query = (over: Record<string, string>) => {
    const params = new URLSearchParams();
    const values = {
      sport: sitePage && v.sport ? v.sport.global_sport_name_slug : '',
      location: v.location ? locationWord(v.location) : '',
      view: v.view === 'list' ? 'list' : '',
      month: monthKey(v.month.year, v.month.month),
      ...over,
    };
    for (const [k, value] of Object.entries(values)) if (value) params.set(k, value);
    return params.toString();
  };
  const at = (m: { year: number; month: number }) => `${base}?${query({ month: monthKey(m.year, m.month) })}`;
  return {
    title: v.title,
    view: v.view,
    month: monthKey(v.month.year, v.month.month),
    sportOptions: sitePage
      ? sports
          .filter((s) => !s.non_sport)
          .toSorted((a, b) => a.title.localeCompare(b.title))
          .map((s) => ({ value: s.global_sport_name_slug, label: s.title }))
      : [],
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
}

export const widget = defineWidget({
  name: 'calendar',
  label: 'Calendar (month, list or print)',
  description: "Every sport's games by month, as a calendar or a printable list.",
  props: CalendarPropsSchema,
  data: CalendarDataSchema,
});
