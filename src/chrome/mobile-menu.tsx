import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { NavItem } from '#schemas/entities/navigation.ts';
import { cx } from './class-names.ts';
import { CloseIcon, MenuIcon } from './icons.tsx';
import { NavColumns, NavTitle } from './nav-leaf.tsx';
import { focusLeft, useNavOpenMarker, useNavState } from './use-nav-state.ts';

/**
 * Off-canvas menu for screens below lg (spec 2.6; the switch is CSS only). spec 4: toggled; closes when
 * focus leaves it, on Escape (focus back to the toggle) and on route change. The list is rendered only while
 * open so the navigation links are not duplicated in the server HTML.
 */
export function MobileMenu({ items }: { items: NavItem[] }) {
  const [open, setOpen] = useNavState<true>();
  const isOpen = open === true;
  const toggleRef = useRef<HTMLButtonElement>(null);
  useNavOpenMarker(isOpen);
  if (items.length === 0) return null;

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !isOpen) return;
    e.stopPropagation();
    setOpen(null);
    toggleRef.current?.focus();
  };

  return (
    <div
      className={cx('mobile-menu', isOpen && 'is-open')}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (isOpen && focusLeft(e.currentTarget, e.relatedTarget)) setOpen(null);
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className="icon-button mobile-menu-toggle"
        aria-expanded={isOpen}
        aria-controls="mobile-menu-panel"
        onClick={() => setOpen(isOpen ? null : true)}
      >
        {isOpen ? <CloseIcon /> : <MenuIcon />}
        <span className="icon-button-label">Menu</span>
      </button>
      {/* tabIndex -1: a click on the panel's background keeps focus inside it, so it does not count as leaving. */}
      <div id="mobile-menu-panel" className="mobile-menu-panel" hidden={!isOpen} tabIndex={-1}>
        {isOpen ? (
          <nav aria-label="Main menu">
            <ul className="mobile-menu-list">
              {items.map((item) =>
                item.columns.length === 0 ? (
                  <li key={item.id} className={cx('mobile-menu-item', item.class_name)}>
                    <NavTitle item={item} className="mobile-menu-link" />
                  </li>
                ) : (
                  <MobileSection key={item.id} item={item} />
                ),
              )}
            </ul>
          </nav>
        ) : null}
      </div>
    </div>
  );
}

/** A level-1 item with columns: a disclosure over its nested lists. */
function MobileSection({ item }: { item: NavItem }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <li className={cx('mobile-menu-item', 'has-panel', expanded && 'is-open', item.class_name)}>
      <button
        type="button"
        className="mobile-menu-button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((x) => !x)}
      >
        {item.title}
      </button>
      <div id={id} className="mobile-menu-section" hidden={!expanded}>
        {item.url ? <NavTitle item={item} className="mobile-menu-overview" /> : null}
        <NavColumns columns={item.columns} />
      </div>
    </li>
  );
}
