// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { football, renderInRouter, sportNavigation } from './chrome-test-data.tsx';
import { SportNav, isRealSport } from './sport-nav.tsx';

function setup(items = sportNavigation) {
  const user = userEvent.setup();
  renderInRouter(<SportNav sport={football} items={items} />, '/sports/football');
  return { user, nav: screen.getByRole('navigation', { name: 'Football menu' }) };
}

describe('SportNav (spec 2.3, 2.6)', () => {
  it('knows a real sport: id not 0 and not non_sport', () => {
    expect(isRealSport(football)).toBe(true);
    expect(isRealSport({ ...football, id: 0 })).toBe(false);
    expect(isRealSport({ ...football, non_sport: true })).toBe(false);
    expect(isRealSport(null)).toBe(false);
  });

  it('links the sport-home item as the title and lists the other links', () => {
    const { nav } = setup();
    const title = within(nav).getByRole('link', { name: 'Football' });
    expect(title.getAttribute('href')).toBe('/sports/football');
    expect(title.className).toBe('sport-nav-title');
    // spec 3: the sport's icon (mfootbl → football) from the sports sprite, decorative.
    const icon = title.querySelector('svg.sport-icon');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(icon?.querySelector('use')?.getAttribute('href')).toBe('/images/sport-icons.svg#football');
    expect(within(nav).getByRole('link', { name: 'Schedule' }).getAttribute('href')).toBe('/sports/football/schedule');
  });

  it('falls back to the sport title and its slug when no sport-home item exists', () => {
    const { nav } = setup([]);
    expect(within(nav).getByRole('link', { name: 'Football' }).getAttribute('href')).toBe('/sports/football');
    expect(within(nav).queryByRole('button')).toBeNull();
  });

  it('toggles the off-canvas list with "More +" / "More -"', async () => {
    const { user, nav } = setup();
    const more = within(nav).getByRole('button', { name: 'More +' });
    const list = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(more.textContent).toBe('More -');
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(list?.classList.contains('is-open')).toBe(true);
    await user.keyboard('{Escape}');
    expect(more.textContent).toBe('More +');
    expect(document.activeElement).toBe(more);
  });

  it('closes the list on route change', async () => {
    const { user, nav } = setup();
    await user.click(within(nav).getByRole('button', { name: 'More +' }));
    await user.click(within(nav).getByRole('link', { name: 'Roster' }));
    expect(screen.getByTestId('location').textContent).toBe('/sports/football/roster');
    expect(within(nav).getByRole('button', { name: 'More +' })).toBeTruthy();
  });

  it('shows the additional-links item as a dropdown of its children', async () => {
    const { user, nav } = setup();
    const dropdown = within(nav).getByRole('button', { name: 'More Links' });
    expect(within(nav).queryByRole('link', { name: 'Camps' })).toBeNull();
    await user.click(dropdown);
    expect(dropdown.getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Camps' }).getAttribute('href')).toBe('/sports/football/camps');
    expect(
      within(nav)
        .getByRole('link', { name: /Tickets/ })
        .getAttribute('target'),
    ).toBe('_blank');
    await user.keyboard('{Escape}');
    expect(dropdown.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(dropdown);
  });
});
