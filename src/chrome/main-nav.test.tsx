// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { navigation, renderInRouter } from './chrome-test-data.tsx';
import { MainNav } from './main-nav.tsx';

function setup() {
  const user = userEvent.setup();
  renderInRouter(<MainNav items={navigation} />);
  const nav = screen.getByRole('navigation', { name: 'Main' });
  const sports = within(nav).getByRole('button', { name: 'Sports' });
  const tickets = within(nav).getByRole('button', { name: 'Tickets' });
  return { user, nav, sports, tickets };
}

const navIsOpen = () => document.documentElement.classList.contains('nav-is-open');

describe('MainNav as the mega-menu (spec 2.6, spec 4)', () => {
  it('renders items without columns as plain links and panels hidden but present', () => {
    const { nav, sports } = setup();
    const shop = within(nav).getByRole('link', { name: /Shop/ });
    expect(shop.getAttribute('href')).toBe('https://shop.example.com');
    expect(shop.getAttribute('target')).toBe('_blank');
    expect(sports.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(sports.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);
    expect(navIsOpen()).toBe(false);
  });

  it('opens on hover and closes on mouse leave', async () => {
    const { user, sports } = setup();
    await user.hover(sports);
    expect(sports.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Football' })).toBeTruthy();
    expect(navIsOpen()).toBe(true);
    await user.unhover(sports.closest('li') as HTMLElement);
    expect(sports.getAttribute('aria-expanded')).toBe('false');
    expect(navIsOpen()).toBe(false);
  });

  it('keeps a hovered item open when it is then clicked with the mouse', async () => {
    const { user, sports } = setup();
    await user.click(sports);
    expect(sports.getAttribute('aria-expanded')).toBe('true');
  });

  it('opens with Enter and Space, and only one item is open at a time', async () => {
    const { user, sports, tickets } = setup();
    sports.focus();
    await user.keyboard('{Enter}');
    expect(sports.getAttribute('aria-expanded')).toBe('true');
    tickets.focus();
    await user.keyboard(' ');
    expect(tickets.getAttribute('aria-expanded')).toBe('true');
    expect(sports.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelectorAll('.mega-menu-panel:not([hidden])')).toHaveLength(1);
  });

  it('opens with ArrowDown and moves focus to the first link of the panel', async () => {
    const { user, sports } = setup();
    sports.focus();
    await user.keyboard('{ArrowDown}');
    expect(sports.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Football' }));
  });

  it('closes on Escape and returns focus to its button', async () => {
    const { user, sports } = setup();
    sports.focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(sports.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(sports);
    expect(navIsOpen()).toBe(false);
  });

  it('closes on route change', async () => {
    const { user, sports } = setup();
    sports.focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('link', { name: "Men's Basketball" }));
    expect(screen.getByTestId('location').textContent).toBe('/sports/mens-basketball');
    expect(sports.getAttribute('aria-expanded')).toBe('false');
    expect(navIsOpen()).toBe(false);
  });

  it('server-renders closed panels, trims trailing slashes and adds context to quick links', async () => {
    const { user, sports } = setup();
    // Closed panels are in the HTML (hidden), so their links exist without JavaScript.
    expect(screen.getByRole('link', { name: 'Football', hidden: true }).getAttribute('href')).toBe('/sports/football');
    await user.hover(sports);
    expect(screen.getByRole('link', { name: 'Football Schedule' }).getAttribute('href')).toBe('/sports/football/schedule');
  });

  it('closes when focus leaves the item, e.g. tabbing on to the next one', async () => {
    const { user, sports, tickets } = setup();
    sports.focus();
    await user.keyboard('{Enter}');
    act(() => tickets.focus());
    expect(sports.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Enter}');
    expect(tickets.getAttribute('aria-expanded')).toBe('true');
    act(() => tickets.blur());
    expect(tickets.getAttribute('aria-expanded')).toBe('false');
  });
});
