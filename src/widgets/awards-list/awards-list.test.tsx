// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { awardsListFixtures } from './awards-list.fixtures.ts';
import { renderInRouter } from '#src/chrome/chrome-test-data.tsx';
import AwardsList from './awards-list.tsx';

type Fixture = (typeof awardsListFixtures)[keyof typeof awardsListFixtures];
const show = (fixture: Fixture) =>
  renderInRouter(<AwardsList props={fixture.props} data={fixture.data} sport={null} id="awards" />, fixture.data.action);

describe('awards-list widget', () => {
  it('a plain GET form with labelled sport and year filters (works without JavaScript)', () => {
    const { container } = show(awardsListFixtures.footballOneYear);
    const form = screen.getByRole('form', { name: 'Find awards' });
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/awards');
    expect((screen.getByRole('combobox', { name: 'Sport' }) as HTMLSelectElement).value).toBe('football');
    expect((screen.getByRole('combobox', { name: 'Year' }) as HTMLSelectElement).value).toBe('2025-26');
    expect(container.querySelectorAll('select[name="sport"], select[name="year"]')).toHaveLength(2);
  });

  it('one table a year with a caption, column and row headers; the recipient links to the award page', () => {
    const { data } = awardsListFixtures.firstPage;
    show(awardsListFixtures.firstPage);
    const first = data.groups[0]!;
    const table = screen.getByRole('table', { name: `${first.year} Awards` });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Recipient', 'Award', 'Sport', 'Category']);
    const row = first.rows[0]!;
    const header = within(table).getAllByRole('rowheader')[0]!;
    expect(within(header).getByRole('link', { name: row.recipient }).getAttribute('href')).toBe(row.url);
    expect(screen.getAllByRole('table')).toHaveLength(data.groups.length);
    expect(screen.getByRole('status').textContent).toBe(`${data.total} awards`);
    const paging = screen.getByRole('navigation', { name: 'Awards pages' });
    expect(within(paging).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/awards?page=2');
  });

  it('All-Americans: name, honor, sport, position or event', () => {
    show(awardsListFixtures.allAmericans);
    expect(screen.getByRole('form', { name: 'Find All-Americans' })).toBeDefined();
    expect(
      within(screen.getAllByRole('table')[0]!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Honor', 'Sport', 'Position or event']);
  });

  it('empty filter result: a count of 0, no table, a way back to all awards', () => {
    show(awardsListFixtures.noMatch);
    expect(screen.getByRole('status').textContent).toBe('0 awards');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'Show all awards' }).getAttribute('href')).toBe('/awards');
    expect(screen.queryByRole('navigation', { name: 'Awards pages' })).toBeNull();
  });
});
