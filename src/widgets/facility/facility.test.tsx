// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { facilityFixtures } from './facility.fixtures.ts';
import { renderInRouter } from '#src/chrome/chrome-test-data.tsx';
import Facility from './facility.tsx';

type Fixture = (typeof facilityFixtures)[keyof typeof facilityFixtures];
const show = (fixture: Fixture) =>
  renderInRouter(<Facility props={fixture.props} data={fixture.data} sport={null} id="facility" />, '/facilities');

describe('facility widget', () => {
  it('names the facility, shows the first photo large and the others as linked thumbnails, all sized', () => {
    const { facility } = facilityFixtures.featured.data;
    show(facilityFixtures.featured);
    expect(screen.getByRole('heading', { level: 2, name: facility.title })).toBeDefined();
    const [first, ...rest] = facility.images;
    const hero = screen.getByRole('img', { name: first!.alt });
    expect(hero.getAttribute('width')).toBe(String(first!.width));
    expect(hero.getAttribute('loading')).toBeNull();
    const gallery = screen.getByRole('region', { name: `More photos of ${facility.title}` });
    const links = within(gallery).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(rest.map((i) => i.url));
    for (const img of within(gallery).getAllByRole('img')) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('height')).toBe('720');
    }
  });

  it('gives the address, a directions link in a new window that says so, capacity and year opened', () => {
    const { facility } = facilityFixtures.featured.data;
    show(facilityFixtures.featured);
    const directions = screen.getByRole('link', { name: new RegExp(`^Directions to ${facility.title}`) });
    expect(directions.getAttribute('href')).toBe(facility.directionsUrl);
    expect(directions.getAttribute('target')).toBe('_blank');
    expect(directions.getAttribute('rel')).toBe('noopener noreferrer');
    expect(directions.textContent).toContain('(opens in a new window)');
    expect(screen.getByText(facility.address)).toBeDefined();
    expect(screen.getByText(facility.capacity!.toLocaleString('en-US'))).toBeDefined();
    expect(screen.getByText(String(facility.yearOpened))).toBeDefined();
  });

  it('lists every sport with a table of its next home games, or says there are none', () => {
    const { data } = facilityFixtures.manySports;
    show(facilityFixtures.manySports);
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(data.sports.map((s) => s.title));
    const withGames = data.sports.find((s) => s.games.length > 0)!;
    const table = screen.getByRole('table', { name: `Next ${withGames.title} home games at ${data.facility.title}` });
    expect(within(table).getAllByRole('row')).toHaveLength(withGames.games.length + 1);
    expect(within(table).getByText(`vs. ${withGames.games[0]!.opponent}`, { exact: false })).toBeDefined();
    expect(screen.getByRole('link', { name: `Full ${withGames.title} schedule` }).getAttribute('href')).toBe(withGames.scheduleUrl);
    expect(screen.getAllByText('No upcoming home games')).toHaveLength(data.sports.filter((s) => s.games.length === 0).length);
  });

  it('without photos, capacity or history it leaves them out', () => {
    show(facilityFixtures.noImages);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'History' })).toBeNull();
    expect(screen.queryByText('Capacity')).toBeNull();
  });
});
