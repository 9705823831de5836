// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGame } from '#fixtures/school/builders.ts';
import { scheduleFixtures } from './schedule.fixtures.ts';
import { GAME_STATE } from '#schemas/constants.ts';
import { toScheduleGame } from '../shared/schedule-game.ts';
import type { ScheduleData, ScheduleProps } from './schedule.schema.ts';
import Schedule from './schedule.tsx';

function show(fixture: { props: ScheduleProps; data: ScheduleData }, path = '/sports/football/schedule') {
  const router = createMemoryRouter(
    [{ path: '*', element: <Schedule props={fixture.props} data={fixture.data} sport={null} id="schedule" /> }],
    {
      initialEntries: [path],
    },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const rows = () => screen.getAllByRole('article');
/** What a screen reader says: the text without aria-hidden parts. */
function spoken(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}
const markers = () => rows().map((row) => row.getAttribute('data-location'));

afterEach(() => window.history.replaceState(null, '', '/'));

describe('schedule page', () => {
  it('lists the season with its record, filter, versions and iCal links', () => {
    const { data } = scheduleFixtures.default;
    show(scheduleFixtures.default);
    expect(screen.getByRole('heading', { name: '2026 Season' })).toBeTruthy();
    expect(rows()).toHaveLength(data.games.length);
    const record = screen.getByRole('region', { name: 'Record' });
    expect(within(record).getByText('Overall')).toBeTruthy();
    expect(within(record).getAllByText(/\d+\.\d%/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Text version' }).getAttribute('href')).toBe('/sports/football/schedule/text/2026');
    const feeds = within(screen.getByRole('region', { name: 'Subscribe (iCal)' })).getAllByRole('link');
    expect(feeds.map((a) => a.getAttribute('href'))).toEqual([
      '/sports/football/schedule.ics?season=2026',
      '/sports/football/schedule.ics?season=2026&location=H',
      '/sports/football/schedule.ics?season=2026&location=A',
    ]);
    expect(screen.getByText('Conference game')).toBeTruthy();
  });

  it('filters by location with the keyboard, in place, and puts the filter in the URL', async () => {
    const user = userEvent.setup();
    show(scheduleFixtures.default);
    const all = screen.getByRole('radio', { name: 'All' });
    expect((all as HTMLInputElement).checked).toBe(true);
    all.focus();
    await user.keyboard('{ArrowRight}');
    expect((screen.getByRole('radio', { name: 'Home' }) as HTMLInputElement).checked).toBe(true);
    expect(new Set(markers())).toEqual(new Set(['H']));
    expect(window.location.search).toBe('?location=H');
    await user.keyboard('{ArrowRight}');
    expect(new Set(markers())).toEqual(new Set(['A']));
    expect(screen.getByRole('status').textContent).toMatch(/of \d+ games \(Away\)/);
    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(window.location.search).toBe('');
    expect(rows()).toHaveLength(scheduleFixtures.default.data.games.length);
  });

  it('starts from ?location= in the URL, or from the template default', () => {
    show(scheduleFixtures.default, '/sports/football/schedule?location=N');
    expect((screen.getByRole('radio', { name: 'Neutral' }) as HTMLInputElement).checked).toBe(true);
  });

  it('opens filtered to away games', () => {
    show(scheduleFixtures.filteredAway);
    expect((screen.getByRole('radio', { name: 'Away' }) as HTMLInputElement).checked).toBe(true);
    expect(new Set(markers())).toEqual(new Set(['A']));
  });

  it('goes to another season with the selector and Go', async () => {
    const user = userEvent.setup();
    const router = show(scheduleFixtures.default);
    await user.selectOptions(screen.getByLabelText('Season'), '2025');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(router.state.location.pathname).toBe('/sports/football/schedule/2025');
  });

  it('shows a live game with its score and period, and says W/L in words', () => {
    show(scheduleFixtures.liveGame);
    const live = rows().find((row) => row.getAttribute('data-state') === String(GAME_STATE.Live))!;
    expect(live.textContent).toContain('Live');
    expect(live.textContent).toContain('42-37');
    expect(live.textContent).toContain('3rd Qtr 4:12');
    expect(within(live).queryByRole('link', { name: /Tickets/ })).toBeNull();
    const won = rows().find((row) => row.querySelector('.schedule-result-W'))!;
    expect(spoken(won.querySelector('.schedule-result')!)).toMatch(/^Win, \d+ to \d+$/);
  });

  it('shows postponed and canceled games with their notes, and no result', () => {
    show(scheduleFixtures.postponedCanceled);
    for (const [state, label, note] of [
      [GAME_STATE.Postponed, 'Postponed', 'Postponed due to weather'],
      [GAME_STATE.Canceled, 'Canceled', 'Canceled due to field conditions'],
    ] as const) {
      const row = rows().find((r) => r.getAttribute('data-state') === String(state))!;
      expect(row.textContent).toContain(label);
      expect(row.textContent).toContain(note);
      expect(row.querySelector('.schedule-result')).toBeNull();
    }
  });

  it('folds the line score away, with "OT n" beyond regulation', async () => {
    const game = toScheduleGame(
      createGame({
        result: {
          status: 'W',
          team_score: '30',
          opponent_score: '27',
          prescore: null,
          postscore: null,
          boxscore: null,
          recap: null,
          line_scores: { period_count: 5, regulation: 4, team: [7, 7, 3, 7, 6], opponent: [0, 14, 7, 3, 3] },
        },
        game_state_display: 'Final/OT',
      }),
      'mfootbl',
      new Date(),
    );
    show({ ...scheduleFixtures.default, data: { ...scheduleFixtures.default.data, games: [game] } });
    const details = screen.getByText('Line score', { exact: false, selector: 'summary' }).closest('details')!;
    expect(details.open).toBe(false);
    await userEvent.setup().click(details.querySelector('summary')!);
    expect(details.open).toBe(true);
    expect(
      within(details)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Team', '1st', '2nd', '3rd', '4th', 'OT 1', 'Total']);
    expect(screen.getByText(/\(Final\/OT\)/)).toBeTruthy();
  });

  it('says so when a season has no games', () => {
    show(scheduleFixtures.emptySeason);
    expect(screen.getByText('No games are scheduled for the 2027 season.')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

describe('text and print variants', () => {
  it('text: one plain table with a caption, no images, nothing interactive but links', () => {
    show(scheduleFixtures.text);
    const container = document.body;
    expect(container.querySelectorAll('table')).toHaveLength(1);
    expect(screen.getByRole('table').querySelector('caption')?.textContent).toMatch(/^2026 season: \d+ games$/);
    expect(container.querySelectorAll('img, button, input, select, details')).toHaveLength(0);
    expect(screen.getAllByRole('row')).toHaveLength(scheduleFixtures.text.data.games.length + 1);
    expect(screen.getByRole('link', { name: 'Away' }).getAttribute('href')).toBe('/sports/football/schedule/text/2026?location=A');
  });

  it('text: follows ?location= from the URL', () => {
    show(scheduleFixtures.text, '/sports/football/schedule/text/2026?location=H');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    const home = scheduleFixtures.text.data.games.filter((g) => g.location_indicator === 'H');
    expect(screen.getAllByRole('row')).toHaveLength(home.length + 1);
  });

  it('print: a compact table and a Print button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    show(scheduleFixtures.print);
    expect(screen.getByRole('heading', { name: 'Northfield State Football 2026 Schedule' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getAllByRole('row')).toHaveLength(scheduleFixtures.print.data.games.length + 1);
  });

  it('print: the box the table scrolls in on a phone takes the keyboard focus, named as the schedule', () => {
    show(scheduleFixtures.print);
    const box = screen.getByRole('group', { name: 'Northfield State Football 2026 Schedule' });
    expect(box.tabIndex).toBe(0);
    expect(within(box).getByRole('table')).toBeTruthy();
  });
});
