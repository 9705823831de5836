import { useRef } from 'react';
import type { NavItem } from '#schemas/entities/navigation.ts';
import type { Campaign } from '#schemas/entities/promotion.ts';
import { hasGlyph, PromotionIcons } from '#src/widgets/promotion/icons.tsx';
import type { SiteSettings } from '#schemas/entities/site.ts';
import { cx } from './class-names.ts';
import { SearchIcon } from './icons.tsx';
import { MainNav } from './main-nav.tsx';
import { SEARCH_OVERLAY_ID, SEARCH_PAGE, SearchOverlay } from './search-overlay.tsx';
import { SmartLink } from './smart-link.tsx';
import { useHeaderStuck } from './use-header-stuck.ts';
import { useHydrated } from './use-hydrated.ts';
import { useNavState } from './use-nav-state.ts';

interface HeaderProps {
  site: SiteSettings | null;
  navigation: NavItem[];
  icons?: readonly Campaign[];
  /** spec 2.6: the header's sponsor ad slot, only when the site has an ad service (no empty box otherwise). */
  sponsorAd?: boolean;
}

/**
 * spec 2.6 header: logo, the main navigation (mega-menu from lg, off-canvas panel below: one `<nav>`, CSS
 * switch), the icon-button promotion block (desktop), the sponsor ad, search toggle. Before hydration the search
 * toggle is a link to the search page, which has the same form (docs/decisions/0010-controls-before-hydration.md).
 */
export function Header({ site, navigation, icons = [], sponsorAd = false }: HeaderProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const stuck = useHeaderStuck(sentinel);
  // spec 2.6: navigation (the search overlay included) closes on every route change.
  const [searchOpen, setSearchOpen] = useNavState<true>();
  const searchToggle = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  // PromotionIcons shows only the campaigns with a link.
  const shownIcons = icons.flatMap((campaign) => (campaign.link ? [{ ...campaign, link: campaign.link }] : []));

  const closeSearch = () => {
    setSearchOpen(null);
    // spec 2.6: Escape (and close) returns focus to the toggle.
    searchToggle.current?.focus();
  };

  return (
    <>
      <div ref={sentinel} className="header-sentinel" aria-hidden="true" />
      <header className={cx('site-header', stuck && 'header-stuck')}>
        <div className="site-header-inner container">
          {site ? (
            <SmartLink href="/" className="site-logo">
              <img src={site.logo} alt={site.athleticsName} width={54} height={54} />
            </SmartLink>
          ) : null}
          <MainNav
            items={navigation}
            inHeaderButtons={shownIcons.map((campaign) => campaign.link)}
            beside={{ buttons: shownIcons.map((c) => ({ label: c.title, glyph: hasGlyph(c) })), sponsorAd }}
          />
          {icons.length > 0 ? (
            <div className="header-icons">
              <PromotionIcons label="Quick links" campaigns={icons} />
            </div>
          ) : null}
          {sponsorAd ? <div id="htlad-header-sponsor" className="ad-slot header-sponsor-ad" /> : null}
          <div className="header-actions">
            {hydrated ? (
              <button
                ref={searchToggle}
                type="button"
                className="icon-button search-toggle"
                aria-expanded={searchOpen === true}
                aria-controls={searchOpen ? SEARCH_OVERLAY_ID : undefined}
                aria-haspopup="dialog"
                onClick={() => (searchOpen ? closeSearch() : setSearchOpen(true))}
              >
                <SearchIcon />
                <span className="icon-button-label">Search</span>
              </button>
            ) : (
              <a href={SEARCH_PAGE} className="icon-button search-toggle">
                <SearchIcon />
                <span className="icon-button-label">Search</span>
              </a>
            )}
          </div>
        </div>
        {searchOpen ? <SearchOverlay onClose={closeSearch} /> : null}
      </header>
    </>
  );
}
