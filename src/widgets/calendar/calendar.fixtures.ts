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
import { createGame } from '#fixtures/school/builders.ts';
import { GAME_STATE } from '#schemas/constants.ts';
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

/** Names a layout must survive (spec 9 phones): 60 characters, one word of 60, right-to-left, and an ordinary one. */
export const BAD_OPPONENT_NAMES = [
  'Northwestern Upper Peninsula Polytechnic Institute Lumberjac',
  'NorthwesternUpperPeninsulaPolytechnicInstituteLumberjacksXYZ',
  'جامعة الملك عبد العزيز للعلوم والتقنية',
  'Lakeport State',
] as const;

/** Bad input: twelve upcoming games on Saturday, December 12, 2026 (9 AM to 8 PM), of every sport, with those names. */
function crowdedDay(): CalendarData {
  const sports = school.sports.filter((s) => !s.non_sport);
  const games = Array.from({ length: 12 }, (_, i) => {
    const hour = 9 + i;
    const date = `2026-12-12T${String(hour).padStart(2, '0')}:00:00-05:00`;
    const base = createGame({ id: 95_000 + i });
    return createGame({
      id: 95_000 + i,
      sport_id: sports[i % sports.length]!.id,
      date,
      date_utc: new Date(date).toISOString().replace('.000', ''),
      time: `${hour > 12 ? hour - 12 : hour}:00 ${hour < 12 ? 'AM' : 'PM'}`,
      location_indicator: (['H', 'A', 'N'] as const)[i % 3],
      opponent: { ...base.opponent, id: 9_500 + i, title: BAD_OPPONENT_NAMES[i % BAD_OPPONENT_NAMES.length]! },
      // Still to come (after the fixtures' now): no result yet, tickets on sale.
      result: null,
      game_state: GAME_STATE.Scheduled,
      game_state_display: null,
    });
  });
  return calendarData({
    sports: school.sports,
    games,
    view: {
      range: { start: '2026-12-01', end: '2026-12-31' },
      month: { year: 2026, month: 12 },
      sport: null,
      location: '',
      view: 'month',
      title: 'December 2026',
    },
    sitePage: true,
    base: '/calendar',
    now: fixtureNow,
  });
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
  crowdedDay: { props, data: crowdedDay() },
  print: {
    props: CalendarPropsSchema.parse({ variant: 'print' }),
    data: monthOf(2026, 11, 'list', null, '', true),
    from: '/calendar/print/list/all/2026-11-01/2026-11-30/all',
  },
} satisfies Record<string, { props: CalendarProps; data: CalendarData; from?: string }>;
