// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cumeStatsFixtures } from './cume-stats.fixtures.ts';
import CumeStats from './cume-stats.tsx';

function show(fixture: (typeof cumeStatsFixtures)['football']) {
  const router = createMemoryRouter(
    [{ path: '*', element: <CumeStats props={fixture.props} data={fixture.data} sport={null} id="stats" /> }],
    {
      initialEntries: [fixture.from],
    },
  );
  render(<RouterProvider router={router} />);
}

describe('season stats', () => {
  it('a team table holds nothing focusable, so the box it scrolls in on a phone takes the focus, named as the table', () => {
    const { data } = cumeStatsFixtures.football;
    show(cumeStatsFixtures.football);
    expect(data.team.length).toBeGreaterThan(0);
    for (const t of data.team) {
      const box = screen.getByRole('group', { name: `${t.title}: team and opponents` });
      expect(box.tabIndex).toBe(0);
      expect(within(box).getByRole('table', { name: `${t.title}: team and opponents` })).toBeTruthy();
    }
  });
});
