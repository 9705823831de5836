// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { football, pagePayload, renderInRouter, preloadTopAd, siteData, siteSettings, sportNavigation } from './chrome-test-data.tsx';
import { SiteLayout } from './site-layout.tsx';
import { SmartLink } from './smart-link.tsx';
import type { PagePayload } from '#schemas/page.ts';

function renderLayout(page: PagePayload | null, site = siteData(), path = '/') {
  return renderInRouter(
    <SiteLayout site={site} page={page}>
      <SmartLink href="/sports/football/roster">Roster page</SmartLink>
    </SiteLayout>,
    path,
  );
}

const main = () => screen.getByRole('main');

describe('SiteLayout (spec 2.5, 2.6)', () => {
  beforeAll(preloadTopAd);

  it('renders the chrome in order, with the hidden athletics heading and the skip link', () => {
    renderLayout(pagePayload());
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip.getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('heading', { level: 1, name: 'Northfield State Athletics' }).className).toBe('visually-hidden');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(main().id).toBe('main-content');
    expect(main().getAttribute('tabindex')).toBe('-1');
    expect(document.getElementById('back-to-top')?.getAttribute('tabindex')).toBe('-1');
    const order = ['.skip-links', '#back-to-top', '.top-ad', '.site-header', 'main', '.site-footer'].map((s) => document.querySelector(s));
    order.reduce((prev, el) => {
      expect(prev!.compareDocumentPosition(el!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      return el;
    });
  });

  it('switches the rotators control between "Pause All Rotators" and "Play All Rotators"', async () => {
    const user = userEvent.setup();
    renderLayout(pagePayload());
    await user.click(screen.getByRole('button', { name: 'Pause All Rotators' }));
    expect(screen.getByRole('button', { name: 'Play All Rotators' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Play All Rotators' }));
    expect(screen.getByRole('button', { name: 'Pause All Rotators' })).toBeTruthy();
  });

  it('fullscreen pages render only main: no skip links, header, sport nav, ad or footer', () => {
    renderLayout(pagePayload({ page: { flags: { fullscreen: true } }, sport: football, sportNavigation }));
    expect(screen.queryByRole('link', { name: 'Skip to main content' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Rotators/ })).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(document.querySelector('.top-ad, [id^="htlad"]')).toBeNull();
    expect(within(main()).getByRole('link', { name: 'Roster page' })).toBeTruthy();
  });

  it('renders no ad slot (no empty band above the header) when no ad service is configured', () => {
    renderLayout(pagePayload(), siteData({ site: { ...siteSettings, adService: null } }));
    expect(document.querySelector('.top-ad, [id^="htlad"]')).toBeNull();
    expect(screen.getByRole('banner')).toBeTruthy();
    // A story page gets its outstream slot only with an ad service too.
  });

  it("shows the header's icon-button promotion block (spec 2.6), tickets in a new window", () => {
    const tickets = {
      id: 1,
      title: 'Tickets',
      link: 'https://tickets.example.com',
      hover_text: null,
      css_class: null,
      icon: 'tickets',
      open_in_new_window: true,
      html: null,
      picture: null,
    };
    renderLayout(pagePayload(), siteData({ headerIcons: [tickets] }));
    const quick = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Quick links' });
    expect(
      within(quick)
        .getByRole('link', { name: /^Tickets/ })
        .getAttribute('target'),
    ).toBe('_blank');
  });

  it('uses common-page and the container wrapper except where the spec says not to', () => {
    const { unmount } = renderLayout(pagePayload());
    expect(main().classList.contains('common-page')).toBe(true);
    expect(main().querySelector('.main-wrapper')?.classList.contains('container')).toBe(true);
    expect(document.getElementById('htlad-common-top')).toBeTruthy();
    unmount();
    renderLayout(pagePayload({ page: { name: 'homepage', type: 'home-page', flags: { fullwidth: true } } }));
    expect(main().classList.contains('common-page')).toBe(false);
    expect(main().querySelector('.main-wrapper')?.classList.contains('container')).toBe(false);
    expect(document.getElementById('htlad-top')).toBeTruthy();
  });

  it('shows the sport navigation only for a real sport', () => {
    const sportNav = () => screen.queryByRole('navigation', { name: 'Football menu' });
    const cases: [PagePayload | null, boolean][] = [
      [pagePayload({ sport: football, sportNavigation }), true],
      [pagePayload({ sport: null }), false],
      [pagePayload({ sport: { ...football, id: 0 }, sportNavigation }), false],
      [pagePayload({ sport: { ...football, non_sport: true }, sportNavigation }), false],
      [null, false],
    ];
    for (const [page, shown] of cases) {
      const { unmount } = renderLayout(page);
      expect(sportNav() !== null).toBe(shown);
      unmount();
    }
  });

  it('renders without site settings or navigation (spec 8) and still shows the page', () => {
    renderLayout(null, siteData({ site: null, navigation: [] }));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(within(main()).getByRole('link', { name: 'Roster page' })).toBeTruthy();
  });

  it('moves focus to the back-to-top anchor on path changes only, and announces the new title', async () => {
    const user = userEvent.setup();
    renderLayout(pagePayload());
    const backToTop = document.getElementById('back-to-top');
    expect(document.activeElement).not.toBe(backToTop);
    await user.click(screen.getByRole('link', { name: 'Skip to main content' }));
    document.title = 'Roster - Northfield State Athletics';
    await user.click(screen.getByRole('link', { name: 'Roster page' }));
    expect(screen.getByTestId('location').textContent).toBe('/sports/football/roster');
    expect(document.activeElement).toBe(backToTop);
    await waitFor(() => expect(screen.getByTestId('route-announcer').textContent).toBe('Roster - Northfield State Athletics'));
    expect(screen.getByTestId('route-announcer').getAttribute('aria-live')).toBe('polite');
  });
});
