// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffDirectoryFixtures } from './staff-directory.fixtures.ts';
import { renderInRouter } from '#src/chrome/chrome-test-data.tsx';
import StaffDirectory from './staff-directory.tsx';

type Fixture = (typeof staffDirectoryFixtures)[keyof typeof staffDirectoryFixtures];
const show = (fixture: Fixture) =>
  renderInRouter(<StaffDirectory props={fixture.props} data={fixture.data} sport={null} id="staff" />, '/staff-directory');
const everyone = staffDirectoryFixtures.directory.data.groups.reduce((n, g) => n + g.people.length, 0);

describe('staff-directory widget', () => {
  it('lists every group in order as a table with tel: and mailto: links', () => {
    show(staffDirectoryFixtures.directory);
    const groups = staffDirectoryFixtures.directory.data.groups;
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(groups.map((g) => g.name));
    expect(screen.getByRole('status').textContent).toBe(`${everyone} staff members`);
    const first = groups[0]!.people[0]!;
    const row = screen.getByRole('rowheader', { name: first.name }).closest('tr')!;
    if (first.phone) expect(within(row).getByRole('link', { name: first.phone }).getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    if (first.email) expect(within(row).getByRole('link', { name: first.email }).getAttribute('href')).toBe(`mailto:${first.email}`);
  });

  it('narrows as you type (name, title or department words in any order) and announces the count', async () => {
    show(staffDirectoryFixtures.directory);
    const box = screen.getByRole('searchbox', { name: 'Filter by name, title or department' });
    await userEvent.type(box, 'ticket office');
    const ticket = staffDirectoryFixtures.directory.data.groups.find((g) => g.name === 'Ticket Office')!;
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Ticket Office']);
    expect(screen.getByRole('status').textContent).toBe(`${ticket.people.length} staff members match “ticket office”`);
    await userEvent.clear(box);
    expect(screen.getByRole('status').textContent).toBe(`${everyone} staff members`);
  });

  it('renders narrowed by the ?q= it arrived with, so the plain form works without JavaScript', () => {
    show(staffDirectoryFixtures.filtered);
    const form = screen.getByRole('search', { name: 'Staff directory' });
    expect(form.getAttribute('method')).toBe('get');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('ticket');
    expect(screen.getAllByRole('rowheader').length).toBeLessThan(everyone);
  });

  it('says so when no one matches', () => {
    show(staffDirectoryFixtures.noMatch);
    expect(screen.getByText(/No one matches/)).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('print: no filter form and no photos', () => {
    show(staffDirectoryFixtures.print);
    expect(screen.queryByRole('search')).toBeNull();
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(screen.getAllByRole('table').length).toBe(staffDirectoryFixtures.print.data.groups.length);
  });
});
