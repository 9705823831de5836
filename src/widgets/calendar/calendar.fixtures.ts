import type { Sport } from '#schemas/entities/sport.ts';
import {
  CalendarPropsSchema,
  calendarData,
  calendarGamesIn,
  monthKey,
  type CalendarData,
  type CalendarProps,
  type CalendarView,
} from './calendar.schema.ts';
import { fixtureNow, gamesInOrder } from '../shared/games.fixtures.ts';
import { school, sportBy } from '../shared/school.fixtures.ts';

const monthTitle = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayTitle = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** One month of the site calendar (a sport's filter and a site's), as its page would show it. */
function monthOf(
  year: number,
  month: number,
  view: 'month' | 'list',
  sport: Sport | null = null,
  location = '',
  print = false,
): CalendarData {
  const key = monthKey(year, month);
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  const range = { start: `${key}-01`, end: last };
  const days = `${dayTitle.format(Date.parse(`${range.start}T00:00:00Z`))} – ${dayTitle.format(Date.parse(`${range.end}T00:00:00Z`))}`;
  const calendarView: CalendarView = {
    range,
    month: { year, month },
    sport,
    location,
    view,
    title: print ? days : monthTitle.format(Date.UTC(year, month - 1, 1)),
  };
  const games = calendarGamesIn(gamesInOrder, range, sport?.id ?? null, location);
  return calendarData({ sports: school.sports, games, view: calendarView, sitePage: !print, base: '/calendar', now: fixtureNow });
}

const props = CalendarPropsSchema.parse({});
const football = sportBy('mfootbl');
export const calendarFixtures = {
  november: { props, data: monthOf(2026, 11, 'month'), from: '/calendar' },
  novemberList: { props, data: monthOf(2026, 11, 'list'), from: '/calendar?view=list' },
  footballHome: {
    props,
    data: monthOf(2026, 10, 'month', football, 'H'),
    from: `/calendar?month=2026-10&sport=${football.global_sport_name_slug}&location=home`,
  },
  emptyMonth: {
    props,
    data: calendarData({
      sports: school.sports,
      games: [],
      view: {
        range: { start: '2026-07-01', end: '2026-07-31' },
        month: { year: 2026, month: 7 },
        sport: null,
        location: '',
        view: 'month',
        title: 'July 2026',
      },
      sitePage: true,
      base: '/calendar',
      now: fixtureNow,
    }),
  },
  print: {
    props: CalendarPropsSchema.parse({ variant: 'print' }),
    data: monthOf(2026, 11, 'list', null, '', true),
    from: '/calendar/print/list/all/2026-11-01/2026-11-30/all',
  },
} satisfies Record<string, { props: CalendarProps; data: CalendarData; from?: string }>;
