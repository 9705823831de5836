import { useCallback, useEffect, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { NavItem } from '#schemas/entities/navigation.ts';
import { cx } from './class-names.ts';
import { CloseIcon, MenuIcon } from './icons.tsx';
import { NavColumns, NavTitle, QuickLinks } from './nav-leaf.tsx';
import { MORE_TITLE, navFold, type HeaderRow } from './nav-fold.ts';
import { SUMMARY_CLASS, useHydrated } from './use-hydrated.ts';
import { focusLeft, useNavOpenMarker, useNavState } from './use-nav-state.ts';

/** lg (spec 9): from here up the navigation is the mega-menu, below it the off-canvas panel. */
export const WIDE_NAV_QUERY = '(min-width: 1024px)';

/**
 * A `<details>` open in the DOM when React takes it over (opened before hydration) hands that state to React. Runs
 * once, when the element first attaches: later the `open` attribute is React's own.
 */
function useAdoptOpen(adopt: () => void) {
  const latest = useRef(adopt);
  useEffect(() => {
    latest.current = adopt;
  });
  return useCallback((details: HTMLDetailsElement | null) => {
    if (details?.open) latest.current();
  }, []);
}

/**
 * The site's one main navigation (spec 2.6, spec 4): its links are in the server HTML once. From lg up it is the
 * mega-menu; below, CSS shows it as an off-canvas panel behind the Menu toggle. Both the panel and each level-1
 * item are `<details>`, so they open as HTML before hydration and with JavaScript off
 * (docs/decisions/0010-controls-before-hydration.md); once hydrated React owns their state: one level-1 item open
 * at a time, hover and Enter/Space/ArrowDown open, mouse leave, Escape (focus back to the toggle), focus leaving
 * and route change close, and the page carries the nav-is-open marker while either is open. A plain level-1 link
 * the header's icon buttons also show (`inHeaderButtons`, their links) is left to the buttons from lg up, so the
 * desktop header names it once; the phone menu keeps it, as the buttons are desktop only.
 */
export function MainNav({
  items,
  inHeaderButtons = [],
  beside = { buttons: [], sponsorAd: false },
}: {
  items: NavItem[];
  inHeaderButtons?: readonly string[];
  /** What shares the desktop header's row, so the items that do not fit fold into "More" (nav-fold.ts). */
  beside?: Omit<HeaderRow, 'items'>;
}) {
  const hydrated = useHydrated();
  const [menu, setMenu] = useNavState<true>();
  const [openId, setOpenId] = useNavState<number>();
  const menuOpen = menu === true;
  const toggleRef = useRef<HTMLElement>(null);
  useNavOpenMarker(menuOpen || openId !== null);
  const adoptMenu = useAdoptOpen(() => setMenu(true));
  if (items.length === 0) return null;

  // The items the desktop bar shows (a link the header buttons repeat is left to them), and how many fit.
  const inButtons = (item: NavItem) => item.columns.length === 0 && item.url !== null && inHeaderButtons.includes(item.url);
  const barItems = items.filter((item) => !inButtons(item));
  const fold = navFold({ ...beside, items: barItems.map((item) => ({ title: item.title, panel: item.columns.length > 0 })) });
  const foldClasses = (item: NavItem) => {
    const at = barItems.indexOf(item);
    return at < 0 ? [] : [at >= fold.lg && 'nav-fold-lg', at >= fold.xl && 'nav-fold-xl'];
  };
  const folded = barItems.filter((_, at) => at >= Math.min(fold.lg, fold.xl));

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !menuOpen) return;
    e.stopPropagation();
    setMenu(null);
    toggleRef.current?.focus();
  };

  return (
    <details
      ref={adoptMenu}
      // Opened before hydration, its `open` differs from the server's: expected, and adopted by the ref.
      suppressHydrationWarning
      className="main-nav"
      open={menuOpen}
      onKeyDown={onKeyDown}
      onToggle={(e) => {
        // The browser may open it by itself (find in page); React follows.
        if (e.currentTarget.open !== menuOpen) setMenu(e.currentTarget.open ? true : null);
      }}
      onBlur={(e) => {
        if (menuOpen && focusLeft(e.currentTarget, e.relatedTarget)) setMenu(null);
      }}
    >
      <summary
        role="button"
        ref={toggleRef}
        className={cx(SUMMARY_CLASS, 'icon-button mobile-menu-toggle')}
        aria-expanded={hydrated ? menuOpen : undefined}
        aria-controls={hydrated ? 'main-nav-panel' : undefined}
        onClick={(e) => {
          e.preventDefault();
          setMenu(menuOpen ? null : true);
        }}
      >
        {hydrated ? (
          menuOpen ? (
            <CloseIcon />
          ) : (
            <MenuIcon />
          )
        ) : (
          // Before hydration the browser owns the state: CSS shows the icon that matches it.
          <>
            <span className="when-closed icon-slot">
              <MenuIcon />
            </span>
            <span className="when-open icon-slot">
              <CloseIcon />
            </span>
          </>
        )}
        <span className="icon-button-label">Menu</span>
      </summary>
      {/* tabIndex -1: a click on the panel's background keeps focus inside it, so it does not count as leaving. */}
      <nav id="main-nav-panel" aria-label="Main" className="mega-menu" tabIndex={-1}>
        <ul className="mega-menu-list">
          {items.map((item) =>
            item.columns.length === 0 ? (
              <li
                key={item.id}
                className={cx('mega-menu-item', item.class_name, inButtons(item) && 'in-header-buttons', ...foldClasses(item))}
              >
                <NavTitle item={item} className="mega-menu-link" />
              </li>
            ) : (
              <MegaMenuItem
                key={item.id}
                id={item.id}
                title={item.title}
                className={cx(item.class_name, ...foldClasses(item))}
                hydrated={hydrated}
                open={openId === item.id}
                onOpen={() => setOpenId(item.id)}
                onClose={() => setOpenId(null)}
              >
                <ItemPanel item={item} />
              </MegaMenuItem>
            ),
          )}
          {folded.length > 0 ? (
            <MegaMenuItem
              id={MORE_ID}
              title={MORE_TITLE}
              className={cx('nav-more', fold.lg < barItems.length && 'nav-more-lg', fold.xl < barItems.length && 'nav-more-xl')}
              hydrated={hydrated}
              open={openId === MORE_ID}
              onOpen={() => setOpenId(MORE_ID)}
              onClose={() => setOpenId(null)}
            >
              {folded.map((item) => {
                const at = barItems.indexOf(item);
                return (
                  <div key={item.id} className={cx('nav-more-entry', at >= fold.lg && 'in-more-lg', at >= fold.xl && 'in-more-xl')}>
                    <ItemPanel item={item} titled />
                  </div>
                );
              })}
            </MegaMenuItem>
          ) : null}
        </ul>
      </nav>
    </details>
  );
}

/** The "More" item's id among the level-1 items' (theirs are positive). */
const MORE_ID = -1;

/**
 * A level-1 item's panel content: its own link, its columns, its quick and social links. In "More" (`titled`), an
 * item without a link of its own is named by its title over its columns.
 */
function ItemPanel({ item, titled = false }: { item: NavItem; titled?: boolean }) {
  return (
    <>
      {item.url ? (
        <p className="mega-menu-overview">
          <NavTitle item={item} />
        </p>
      ) : titled ? (
        <p className="mega-menu-overview">{item.title}</p>
      ) : null}
      <NavColumns columns={item.columns} />
      {/* Links of the level-1 item itself (spec 3): its schedule/roster/news and social links. */}
      <QuickLinks owner={item.title} links={item.schedule_roster_news_links} className="nav-quick-links mega-menu-quick-links" />
      <QuickLinks links={item.social_media_links} className="nav-social-links mega-menu-social-links" />
    </>
  );
}

interface ItemProps {
  id: number;
  title: string;
  className?: string | false | null;
  children: ReactNode;
  hydrated: boolean;
  open: boolean;
  onOpen(): void;
  onClose(): void;
}

function MegaMenuItem({ id, title, className, children, hydrated, open, onOpen, onClose }: ItemProps) {
  const buttonRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const lastPointer = useRef<string>('');
  const panelId = id === MORE_ID ? 'mega-menu-panel-more' : `mega-menu-panel-${id}`;
  const adopt = useAdoptOpen(onOpen);

  // Touch taps also fire pointerenter; only a real hover opens, and only where the menu is the mega-menu (the
  // phone panel is an accordion a mouse must click).
  const hover = (e: PointerEvent, enter: boolean) => {
    if (e.pointerType === 'touch') return;
    if (typeof window.matchMedia === 'function' && !window.matchMedia(WIDE_NAV_QUERY).matches) return;
    if (enter) onOpen();
    else onClose();
  };

  // A mouse click lands on an item its hover already opened: keep it open rather than toggling it shut.
  // Keyboard activation (detail 0) and touch taps toggle.
  const onClick = (e: MouseEvent) => {
    e.preventDefault();
    const hovered = typeof window.matchMedia !== 'function' || window.matchMedia(WIDE_NAV_QUERY).matches;
    if (e.detail !== 0 && lastPointer.current === 'mouse' && hovered) onOpen();
    else if (open) onClose();
    else onOpen();
  };

  const onButtonKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    // Enter and Space toggle here, as a button's would (a summary's own activation is cancelled with them).
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (open) onClose();
      else onOpen();
      return;
    }
    if (e.key !== 'ArrowDown') return;
    e.preventDefault();
    flushSync(onOpen);
    panelRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
  };

  const onItemKeyDown = (e: KeyboardEvent<HTMLLIElement>) => {
    if (e.key !== 'Escape' || !open) return;
    e.stopPropagation();
    onClose();
    buttonRef.current?.focus();
  };

  return (
    <li
      className={cx('mega-menu-item', 'has-panel', open && 'is-open', className)}
      onPointerEnter={(e) => hover(e, true)}
      onPointerLeave={(e) => hover(e, false)}
      onKeyDown={onItemKeyDown}
      onBlur={(e) => {
        // Tabbing past the panel (to the next item or out of the menu) closes it.
        if (open && focusLeft(e.currentTarget, e.relatedTarget)) onClose();
      }}
    >
      <details
        ref={adopt}
        // Opened before hydration, its `open` differs from the server's: expected, and adopted by the ref.
        suppressHydrationWarning
        className="mega-menu-details"
        open={open}
        onToggle={(e) => {
          if (e.currentTarget.open !== open) (e.currentTarget.open ? onOpen : onClose)();
        }}
      >
        <summary
          role="button"
          ref={buttonRef}
          className={cx(SUMMARY_CLASS, 'mega-menu-button')}
          aria-expanded={hydrated ? open : undefined}
          aria-controls={hydrated ? panelId : undefined}
          onPointerDown={(e) => (lastPointer.current = e.pointerType)}
          onClick={onClick}
          onKeyDown={onButtonKeyDown}
        >
          {title}
        </summary>
        <div ref={panelRef} id={panelId} className="mega-menu-panel" hidden={hydrated && !open}>
          <div className="mega-menu-panel-inner container">{children}</div>
        </div>
      </details>
    </li>
  );
}
