import type { Game } from '#schemas/entities/game.ts';
import { gameStatus, gameTimeLabel, isListedGame } from '#schemas/game-rules.ts';
import { CalendarPropsSchema, monthGrid, type CalendarData, type CalendarGame, type CalendarProps } from './calendar.schema.ts';
import { school, sportOf } from '../shared/school.fixtures.ts';

function entry(g: Game): CalendarGame {
  const sport = sportOf(g.sport_id);
  const r = g.result;
  return {
    id: g.id, date: g.date, time: gameTimeLabel(g), sportTitle: sport.title, opponent: g.opponent.title, versus: g.location_indicator === 'A' ? 'at' : 'vs',
    location: g.location, locationIndicator: g.location_indicator,
    outcome: r?.team_score != null && r.opponent_score != null ? `${r.status} ${r.team_score}-${r.opponent_score}` : gameStatus(g),
    url: r?.boxscore ?? `/sports/${sport.global_sport_name_slug}/schedule/${g.season}`,
  };
}

/** Built like calendar.server.ts: the month's listed games, by local day. */
function monthOf(year: number, month: number, view: 'month' | 'list', keep: (g: Game) => boolean = () => true, sport = ''): CalendarData {
  const key = `${year}-${String(month).padStart(2, '0')}`;
  const games = school.games.filter((g) => isListedGame(g) && g.date.startsWith(key) && keep(g)).toSorted((a, b) => a.date_utc.localeCompare(b.date_utc)).map(entry);
  const byDay = new Map<string, CalendarGame[]>();
  for (const g of games) byDay.set(g.date.slice(0, 10), [...(byDay.get(g.date.slice(0, 10)) ?? []), g]);
  const title = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
  return {
    title, view, month: key,
    sportOptions: school.sports.filter((s) => !s.non_sport).map((s) => ({ value: s.global_sport_name_slug, label: s.title })),
    selected: { sport, location: 'all' },
    weeks: monthGrid(year, month).map((w) => w.map((d) => ({ ...d, games: byDay.get(d.date) ?? [] }))),
    days: [...byDay].map(([date, list]) => ({ date, inMonth: true, games: list })),
    action: '/calendar',
    links: { previous: '/calendar?month=2026-10', next: '/calendar?month=2026-12', month: `/calendar?month=${key}`, list: `/calendar?month=${key}&view=list`, ics: `/calendar.ics?month=${key}`, print: `/calendar/print/list/all/${key}-01/${key}-30/all` },
    total: games.length,
  };
}

const props = CalendarPropsSchema.parse({});
export const calendarFixtures = {
  november: { props, data: monthOf(2026, 11, 'month') },
  novemberList: { props, data: monthOf(2026, 11, 'list') },
  footballHome: { props, data: monthOf(2026, 10, 'month', (g) => g.sport_id === 2 && g.location_indicator === 'H', 'football') },
  emptyMonth: { props, data: monthOf(2026, 7, 'month', () => false) },
  print: { props: CalendarPropsSchema.parse({ variant: 'print' }), data: { ...monthOf(2026, 11, 'list'), title: 'November 1, 2026 – November 30, 2026' } },
} satisfies Record<string, { props: CalendarProps; data: CalendarData }>;
