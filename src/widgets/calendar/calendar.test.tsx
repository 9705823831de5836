// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BAD_OPPONENT_NAMES, calendarFixtures } from './calendar.fixtures.ts';
import type { CalendarData, CalendarProps } from './calendar.schema.ts';
import Calendar from './calendar.tsx';

function show(fixture: { props: CalendarProps; data: CalendarData }) {
  const router = createMemoryRouter(
    [{ path: '*', element: <Calendar props={fixture.props} data={fixture.data} sport={null} id="calendar" /> }],
    { initialEntries: ['/calendar'] },
  );
  return render(<RouterProvider router={router} />).container;
}

describe('calendar month (bad input: twelve games on one day, long and right-to-left names)', () => {
  it('has the grid and the agenda in the same HTML; CSS picks one (no layout decided by script)', () => {
    const page = show(calendarFixtures.crowdedDay);
    expect(page.querySelector('table.calendar-grid-month')).not.toBeNull();
    expect(page.querySelector('ol.calendar-agenda-month')).not.toBeNull();
  });

  it('shows a busy day in the grid as three games and "+9 more" to that day in the list', () => {
    const page = show(calendarFixtures.crowdedDay);
    const cell = [...page.querySelectorAll('td')].find((td) => td.textContent?.includes('Saturday, December 12'))!;
    expect(cell.querySelectorAll('.calendar-game')).toHaveLength(3);
    const more = within(cell).getByRole('link', { name: /^\+9 more\s*on Saturday, December 12$/ });
    expect(more.getAttribute('href')).toBe('/calendar?view=list&month=2026-12#calendar-day-2026-12-12');
  });

  it('lists every game of the day in the agenda with time, sport, opponent, site and result or tickets', () => {
    show(calendarFixtures.crowdedDay);
    const day = screen.getByRole('heading', { name: 'Saturday, December 12' }).closest('li')!;
    expect(day.id).toBe('calendar-day-2026-12-12');
    const games = within(day).getAllByRole('listitem');
    expect(games).toHaveLength(12);
    expect(games[0]!.textContent).toMatch(/^9:00 AM/);
    expect(within(games[0]!).getByText('H')).toBeTruthy();
    expect(within(games[1]!).getByRole('link', { name: /Tickets/ })).toBeTruthy();
    // Names are isolated, so a right-to-left name does not reorder the text around it.
    const names = [...day.querySelectorAll('.calendar-event-match bdi')].map((el) => el.textContent);
    expect(new Set(names)).toEqual(new Set(BAD_OPPONENT_NAMES));
  });

  it('keeps every game in the printed grid (no "+N more" on paper)', () => {
    const page = show({ ...calendarFixtures.crowdedDay, props: calendarFixtures.print.props });
    expect(page.querySelectorAll('.calendar-game')).toHaveLength(12);
    expect(page.querySelector('.calendar-more')).toBeNull();
  });
});
