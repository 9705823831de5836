// Fixture-like data and a router wrapper for the chrome unit tests (built inline so the tests do not depend
// on fixtures/ still being written).
import { DEFAULT_COLORS } from '#schemas/colors.ts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Outlet, createRoutesStub, useLocation } from 'react-router';
import { expect, vi } from 'vitest';
import type { NavItem, SportNavItem } from '#schemas/entities/navigation.ts';
import type { SiteSettings } from '#schemas/entities/site.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import type { PagePayload } from '#schemas/page.ts';
import { adServiceUrls } from '#schemas/ads/service-url.ts';
import { RouterLinks } from './router-links.tsx';
import type { SiteData } from '#src/data/site-data.server.ts';

const leaf = (id: number, title: string, url: string | null, extra: Partial<NavItem> = {}): NavItem => ({
  id,
  title,
  url,
  open_in_new_window: false,
  class_name: null,
  separator: false,
  schedule_roster_news_links: [],
  social_media_links: [],
  columns: [],
  ...extra,
});

export const navigation: NavItem[] = [
  leaf(1, 'Sports', null, {
    columns: [
      {
        column: 1,
        items: [
          leaf(11, 'Football', '/sports/football/', {
            schedule_roster_news_links: [{ url: '/sports/football/schedule', title: 'Schedule' }],
          }),
        ],
      },
      { column: 2, items: [leaf(12, "Men's Basketball", '/sports/mens-basketball')] },
    ],
  }),
  leaf(2, 'Tickets', '/tickets', { columns: [{ column: 1, items: [leaf(21, 'Season Tickets', 'https://tickets.example.com')] }] }),
  leaf(3, 'Shop', 'https://shop.example.com', { open_in_new_window: true }),
];

export const siteSettings: SiteSettings = {
  schoolName: 'Northfield State University',
  athleticsName: 'Northfield State Athletics',
  mascotSingular: 'Falcon',
  mascotPlural: 'Falcons',
  schoolAddress: '100 College Ave, Northfield, MN 55057',
  schoolPhoneNumber: '(507) 555-0100',
  baseUrl: 'https://athletics.northfield.example',
  universityUrl: 'https://www.northfield.example',
  conference: { name: 'Great Lakes Athletic Conference', url: 'https://glac.example', logo: '/images/conference.svg' },
  logo: '/images/logo.svg',
  supportEmail: 'webmaster@northfield.example',
  mobile: { mobileAppleAppId: null },
  staffDepartments: [],
  adService: { siteId: 'northfield-test', isTesting: true },
  colors: { ...DEFAULT_COLORS },
};

export function siteData(overrides: Partial<SiteData> = {}): SiteData & { tenant: string } {
  const ads = adServiceUrls((overrides.site === undefined ? siteSettings : overrides.site)?.adService);
  return {
    tenant: 'northfield',
    navigation,
    site: siteSettings,
    seo: null,
    alerts: [],
    headerIcons: [],
    footerSponsors: null,
    ads,
    mobile: null,
    tracking: { siteConfig: null, analytics: null, analytics360: null },
    ...overrides,
  };
}

export const football: Sport = {
  id: 2,
  title: 'Football',
  shortname: 'fball',
  abbreviation: 'FB',
  gender: 'M',
  global_sport_id: 8,
  global_sport_shortname: 'mfootbl',
  global_sport_name_slug: 'football',
  non_sport: false,
  facebook: null,
  instagram: null,
  pinterest: null,
  twitter: null,
  youtube: null,
  tickets: null,
  rosterId: null,
  scheduleId: null,
  displayOpponentHistory: false,
  short_title: '',
  url: '',
};

const sportLink = (id: number, title: string, url: string | null, extra: Partial<SportNavItem> = {}): SportNavItem => ({
  id,
  title,
  url,
  class_name: null,
  separator: false,
  items: [],
  ...extra,
});

export const sportNavigation: SportNavItem[] = [
  sportLink(100, 'Football', '/sports/football', { class_name: 'sport-home' }),
  sportLink(101, 'Schedule', '/sports/football/schedule'),
  sportLink(102, 'Roster', '/sports/football/roster'),
  sportLink(103, 'More Links', null, {
    class_name: 'additional-links',
    items: [sportLink(104, 'Tickets', 'https://tickets.example.com/football'), sportLink(105, 'Camps', '/sports/football/camps')],
  }),
];

type PageInfo = PagePayload['page'];
type PageOverrides = Partial<Omit<PagePayload, 'page'>> & {
  page?: Partial<Omit<PageInfo, 'flags'>> & { flags?: Partial<PageInfo['flags']> };
};

export function pagePayload(overrides: PageOverrides = {}): PagePayload {
  const { page = {}, ...rest } = overrides;
  const { flags = {}, ...pageRest } = page;
  return {
    page: {
      name: 'story',
      type: 'story',
      path: '/news/2025/1/1/a-story',
      title: 'A story',
      params: {},
      query: {},
      meta: {},
      flags: { fullwidth: false, fullscreen: false, requiresAuth: false, requiresContentId: false, ...flags },
      ...pageRest,
    },
    sport: null,
    sportNavigation: [],
    template: {
      page: 'story',
      sport_id: null,
      areas: { above: [], default: [], below: [] },
      version: 1,
      updated_at: '2025-01-01T00:00:00Z',
    },
    widgets: {},
    contentVersion: 1,
    ...rest,
  };
}

/** Shows the router location, so tests can see where a link or the search form went. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

/** Renders `ui` as the layout of every route (with the location probe as outlet) inside a routes stub. */
export function renderInRouter(ui: ReactNode, initialPath = '/') {
  function Layout() {
    return (
      <>
        <RouterLinks />
        {ui}
        <Outlet />
      </>
    );
  }
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: Layout,
      children: [
        { index: true, Component: LocationProbe },
        { path: '*', Component: LocationProbe },
      ],
    },
  ]);
  return render(<Stub initialEntries={[initialPath]} />);
}

/** Resolves the lazily loaded top ad first, so layouts render it at once (as the server's whole-page render does). */
export async function preloadTopAd(): Promise<void> {
  const { renderToString } = await import('react-dom/server');
  const { TopAd } = await import('./top-ad-lazy.tsx');
  // The lazy component is ready some promise turns after its chunk: once the server render shows the ad slot.
  await vi.waitFor(() => expect(renderToString(<TopAd pageType="home-page" />)).toContain('top-ad-slot'));
}
