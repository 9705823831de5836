import { SplashOverlay } from './splash-overlay.tsx';
import type { ReactNode } from 'react';
import type { PagePayload } from '#schemas/page.ts';
import type { SiteData } from '#src/data/site-data.server.ts';
import { AlertBanner } from './alert-banner.tsx';
import { cx } from './class-names.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { RotatorsProvider } from './rotators.tsx';
import { BackToTop, RouteAnnouncer } from './route-focus.tsx';
import { SkipLinks } from './skip-links.tsx';
import { SportNav, isRealSport } from './sport-nav.tsx';
import { TopAd } from './top-ad-lazy.tsx';
import { useAdService } from './ads/use-ad-service.ts';
import { templateShowsSponsors, type FooterWidgetAssets } from './footer-sponsors.tsx';

interface SiteLayoutProps {
  site: SiteData & { tenant: string; sponsorsAssets?: FooterWidgetAssets | null };
  /** null on error, not-found and login pages: normal chrome, no sport navigation. */
  page: PagePayload | null;
  children: ReactNode;
}

/** spec 2.5: Home and Sport Home are the non-common pages; every other page gets the common-page style. */
const NON_COMMON_TYPES = new Set(['home-page', 'sport-home']);

/**
 * The site chrome around every page (spec 2.5, 2.6). Site settings may be null and lists empty when the
 * content API failed (spec 8): those parts render nothing, the page still renders.
 */
export function SiteLayout({ site, page, children }: SiteLayoutProps) {
  const flags = page?.page.flags;
  const type = page?.page.type;
  // spec 2.5: fullscreen hides skip links and everything above and below the page.
  const chrome = !flags?.fullscreen;
  const sport = page?.sport;
  const settings = site.site;
  // spec 2.6, 4: ad slots, the ad service and its refresh exist only for a site with an ad service (
  // no empty band otherwise), and never on fullscreen pages.
  const ads = chrome ? site.ads : null;
  useAdService(ads, { page: page?.page ?? null, sportCode: isRealSport(sport) ? sport.global_sport_shortname : null });

  return (
    <RotatorsProvider>
      {chrome ? <SkipLinks /> : null}
      <BackToTop />
      <RouteAnnouncer />
      {chrome ? (
        <>
          <AlertBanner alerts={site.alerts} />
          {ads ? <TopAd pageType={type} /> : null}
          <Header site={settings} navigation={site.navigation} icons={site.headerIcons} sponsorAd={ads !== null} />
          {page && isRealSport(sport) ? <SportNav sport={sport} items={page.sportNavigation} /> : null}
        </>
      ) : null}
      <main id="main-content" tabIndex={-1} className={cx('site-main', !NON_COMMON_TYPES.has(type ?? '') && 'common-page')}>
        {/* spec intro: a visually hidden main heading names the school's athletics. It sits inside main so it
            belongs to a landmark (axe "region") and survives fullscreen pages. */}
        {settings ? <h1 className="visually-hidden">{settings.athleticsName}</h1> : null}
        {/* spec 2.5: a story page gets an extra 1px outstream ad placeholder (when an ad service is configured). */}
        {ads && type === 'story' ? <div id="htlad-outstream" className="ad-slot outstream-ad" /> : null}
        {/* spec 2.5: fullwidth removes the wrapper class. */}
        <div className={cx('main-wrapper', !flags?.fullwidth && 'container')}>{children}</div>
      </main>
      {chrome ? (
        <Footer
          site={settings}
          sponsors={templateShowsSponsors(page?.template.areas) ? null : site.footerSponsors}
          sponsorsAssets={site.sponsorsAssets}
        />
      ) : null}
      {chrome && page ? <SplashOverlay sportId={isRealSport(sport) ? sport.id : 0} path={page.page.path} /> : null}
    </RotatorsProvider>
  );
}
