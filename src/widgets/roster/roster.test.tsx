// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { rosterFixtures } from './roster.fixtures.ts';
import { renderInRouter } from '#src/chrome/chrome-test-data.tsx';
import Roster from './roster.tsx';

type Fixture = (typeof rosterFixtures)[keyof typeof rosterFixtures];
const show = (fixture: Fixture, path = '/sports/football/roster') =>
  renderInRouter(<Roster props={fixture.props} data={fixture.data} sport={null} id="roster" />, path);

const firstColumn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.textContent);
const nameColumn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[1]?.textContent);

describe('roster widget', () => {
  it('lists every player in a real table: caption, column headers with scope, jersey order, links to bios', () => {
    const { data } = rosterFixtures.default;
    show(rosterFixtures.default);
    const table = screen.getByRole('table', { name: `${data.season} Football Roster` });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'No.',
      'Name',
      'Position',
      'Height',
      'Weight',
      'Class',
      'Hometown',
      'High School',
      'Previous School',
    ]);
    for (const header of headers) expect(header.getAttribute('scope')).toBe('col');
    expect(headers[0]?.getAttribute('aria-sort')).toBe('ascending');
    expect(within(table).getAllByRole('row')).toHaveLength(data.players.length + 1);
    expect(firstColumn(table)).toEqual(data.players.map((p) => p.jersey_number ?? ''));
    const first = data.players[0]!;
    expect(
      within(table)
        .getByRole('link', { name: `${first.first_name} ${first.last_name}` })
        .getAttribute('href'),
    ).toBe(first.url);
    expect(first.url).toMatch(/^\/sports\/football\/roster\/[a-z-]+\/\d+$/);
  });

  it('sorts in the browser from a labelled select, by keyboard, and announces it', async () => {
    const user = userEvent.setup();
    show(rosterFixtures.default);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Jersey',
      'Name',
      'Position',
      'Class',
      'Hometown',
      'Height',
      'Weight',
    ]);
    select.focus();
    await user.selectOptions(select, 'class');
    const table = screen.getByRole('table');
    const classes = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[5]?.textContent);
    expect(classes[0]).toMatch(/^(Redshirt|Freshman|First-Year)$/);
    expect(classes.at(-1)).toMatch(/Graduate Student|Fifth Year|Sixth Year|Redshirt 5th-Year|Redshirt Senior|Senior/);
    expect(within(table).getByRole('columnheader', { name: 'Class' }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByText('Sorted by Class.')).toBeDefined();
    await user.selectOptions(select, 'name');
    const names = nameColumn(screen.getByRole('table'));
    const lastNames = rosterFixtures.default.data.players
      .map((p) => [p.last_name, p.first_name] as const)
      .sort((a, b) => a[0].localeCompare(b[0], 'en') || a[1].localeCompare(b[1], 'en'));
    expect(names).toEqual(lastNames.map(([last, first]) => `${first} ${last}`));
  });

  it('switches between list and grid with toggle buttons (aria-pressed)', async () => {
    const user = userEvent.setup();
    show(rosterFixtures.default);
    const list = screen.getByRole('button', { name: 'List' });
    const grid = screen.getByRole('button', { name: 'Grid' });
    expect(list.getAttribute('aria-pressed')).toBe('true');
    expect(grid.getAttribute('aria-pressed')).toBe('false');
    grid.focus();
    await user.keyboard('{Enter}');
    expect(grid.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getByRole('list', { name: /Football Roster, sorted by Jersey/ });
    expect(within(cards).getAllByRole('listitem', { name: undefined }).length).toBeGreaterThanOrEqual(
      rosterFixtures.default.data.players.length,
    );
    expect(screen.getByText('Showing the grid view.')).toBeDefined();
  });

  it('starts in the grid view when the props say so; card images are decorative', () => {
    show(rosterFixtures.gridView);
    expect(screen.getByRole('button', { name: 'Grid' }).getAttribute('aria-pressed')).toBe('true');
    const cards = screen.getByRole('list', { name: /Women's Basketball Roster/ });
    for (const img of cards.querySelectorAll('img')) expect(img.getAttribute('alt')).toBe('');
  });

  it('chooses a season with a select and a Go button, navigating to that season', async () => {
    const user = userEvent.setup();
    show(rosterFixtures.default);
    const season = screen.getByRole('combobox', { name: 'Season' });
    const older = rosterFixtures.default.data.seasons[1]!;
    await user.selectOptions(season, older.title);
    expect(screen.getByTestId('location').textContent).toBe('/sports/football/roster');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByTestId('location').textContent).toBe(older.url);
  });

  it('shows the empty state for a season without players, keeping the season choice', () => {
    show(rosterFixtures.emptyRoster);
    expect(screen.getByText('No roster for 2019 yet.')).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    expect((screen.getByRole('combobox', { name: 'Season' }) as HTMLSelectElement).value).toBe('2019');
  });

  it('lists coaches only when the roster settings say so', () => {
    const { unmount } = show(rosterFixtures.default);
    const coaches = screen.getByRole('region', { name: 'Coaching Staff' });
    expect(within(coaches).getByRole('link', { name: rosterFixtures.default.data.coaches[0]!.name })).toBeDefined();
    unmount();
    show(rosterFixtures.coachesHidden);
    expect(screen.queryByRole('region', { name: 'Coaching Staff' })).toBeNull();
  });

  it('renders players with missing fields without gaps or crashes, and marks unpublished ones for staff', () => {
    const { unmount } = show(rosterFixtures.missingFields);
    const row = screen.getByRole('link', { name: 'Sam Quill' }).closest('tr')!;
    expect([...row.querySelectorAll('td')].slice(2).every((td) => td.textContent === '')).toBe(true);
    unmount();
    show(rosterFixtures.staffPreview);
    expect(screen.getAllByText('Unpublished')).toHaveLength(2);
  });

  it('gives every row a decorative headshot for the phone card: the photo at twice its size, else the initials', () => {
    const { data } = rosterFixtures.crowded;
    show(rosterFixtures.crowded);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(150);
    for (const [i, row] of rows.entries()) {
      const player = data.players[i]!;
      const shot = row.querySelector('.roster-headshot')!;
      if (player.image) {
        expect(shot.getAttribute('alt')).toBe('');
        expect(shot.getAttribute('src')).toContain('width=96');
      } else {
        expect(shot.tagName.toLowerCase()).toBe('svg');
        expect(shot.getAttribute('aria-hidden')).toBe('true');
      }
    }
    expect(data.players.some((p) => p.image === null)).toBe(true);
  });

  it('keeps a 60-character name whole and leaves missing facts as empty cells (which a phone card does not show)', () => {
    const { data } = rosterFixtures.crowded;
    show(rosterFixtures.crowded);
    const long = data.players.find((p) => `${p.first_name} ${p.last_name}`.length === 60)!;
    const link = screen.getAllByRole('link', { name: `${long.first_name} ${long.last_name}` })[0]!;
    expect(link.getAttribute('href')).toBe(long.url);
    const bare = data.players.find((p) => p.hometown === null && p.academic_year !== null)!;
    const cells = [
      ...screen
        .getByRole('link', { name: `${bare.first_name} ${bare.last_name}` })
        .closest('tr')!
        .querySelectorAll('td'),
    ];
    // Hometown: no text and no nodes, so `td:empty` matches it (roster.css).
    expect(cells[6]!.childNodes).toHaveLength(0);
  });

  it('print variant: a plain table of all players and coaches, and a Print button that prints', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    show(rosterFixtures.print, '/sports/football/roster/print');
    const { data } = rosterFixtures.print;
    expect(screen.getByRole('heading', { level: 2, name: `${data.season} Football Roster` })).toBeDefined();
    const players = screen.getByRole('table', { name: 'Players' });
    expect(within(players).getAllByRole('row')).toHaveLength(data.players.length + 1);
    expect(within(players).queryAllByRole('link')).toHaveLength(0);
    expect(within(screen.getByRole('table', { name: 'Coaching Staff' })).getAllByRole('row')).toHaveLength(data.coaches.length + 1);
    expect(screen.getByRole('link', { name: 'Back to roster' }).getAttribute('href')).toBe(data.rosterUrl);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });
});
