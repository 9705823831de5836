// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { navigation, renderInRouter } from './chrome-test-data.tsx';
import { MainNav } from './main-nav.tsx';

function setup() {
  const user = userEvent.setup();
  renderInRouter(
    <>
      <MainNav items={navigation} />
      <button type="button">Elsewhere</button>
    </>,
  );
  return { user, toggle: screen.getByRole('button', { name: 'Menu' }) };
}

const navIsOpen = () => document.documentElement.classList.contains('nav-is-open');

describe('MainNav as the off-canvas menu (spec 2.6, spec 4)', () => {
  it('opens the off-canvas panel with the navigation as nested lists', async () => {
    const { user, toggle } = setup();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // One navigation, in the HTML whether the panel is open or not (its <details> hides it while closed).
    const panel = screen.getByRole('navigation', { name: 'Main' });
    expect(panel.closest('details')?.open).toBe(false);
    await user.click(toggle);
    expect(panel.closest('details')?.open).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(navIsOpen()).toBe(true);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const sports = within(nav).getByRole('button', { name: 'Sports' });
    await user.click(sports);
    expect(sports.getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('link', { name: "Men's Basketball" })).toBeTruthy();
  });

  it('closes on Escape with focus back on the toggle', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    expect(navIsOpen()).toBe(false);
  });

  it('closes when focus leaves the menu, not when it moves inside', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.tab();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on route change', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Tickets' }));
    await user.click(within(nav).getByRole('link', { name: 'Tickets' }));
    expect(screen.getByTestId('location').textContent).toBe('/tickets');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
