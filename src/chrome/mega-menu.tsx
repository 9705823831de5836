import { useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { flushSync } from 'react-dom';
import type { NavItem } from '#schemas/entities/navigation.ts';
import { cx } from './class-names.ts';
import { NavColumns, NavTitle, QuickLinks } from './nav-leaf.tsx';
import { focusLeft, useNavOpenMarker, useNavState } from './use-nav-state.ts';

/**
 * Desktop mega-menu (spec 2.6, spec 4): one level-1 item open at a time; opens on hover or
 * Enter/Space/ArrowDown; closes on mouse leave, Escape (focus back to its button), focus leaving the item
 * and route change. Panels are server-rendered (hidden) so their links exist without JavaScript's help.
 */
export function MegaMenu({ items }: { items: NavItem[] }) {
  const [openId, setOpenId] = useNavState<number>();
  useNavOpenMarker(openId !== null);
  if (items.length === 0) return null;
  return (
    <nav aria-label="Main" className="mega-menu">
      <ul className="mega-menu-list">
        {items.map((item) =>
          item.columns.length === 0 ? (
            <li key={item.id} className={cx('mega-menu-item', item.class_name)}>
              <NavTitle item={item} className="mega-menu-link" />
            </li>
          ) : (
            <MegaMenuItem
              key={item.id}
              item={item}
              open={openId === item.id}
              onOpen={() => setOpenId(item.id)}
              onClose={() => setOpenId(null)}
            />
          ),
        )}
      </ul>
    </nav>
  );
}

interface ItemProps {
  item: NavItem;
  open: boolean;
  onOpen(): void;
  onClose(): void;
}

function MegaMenuItem({ item, open, onOpen, onClose }: ItemProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const lastPointer = useRef<string>('');
  const panelId = `mega-menu-panel-${item.id}`;

  // Touch taps also fire pointerenter; only a real hover opens, so a tap is handled by the click alone.
  const hover = (e: PointerEvent, enter: boolean) => {
    if (e.pointerType === 'touch') return;
    if (enter) onOpen();
    else onClose();
  };

  // A mouse click lands on an item its hover already opened: keep it open rather than toggling it shut.
  // Keyboard activation (detail 0) and touch taps toggle.
  const onClick = (e: MouseEvent) => {
    if (e.detail !== 0 && lastPointer.current === 'mouse') onOpen();
    else if (open) onClose();
    else onOpen();
  };

  const onButtonKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
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
      className={cx('mega-menu-item', 'has-panel', open && 'is-open', item.class_name)}
      onPointerEnter={(e) => hover(e, true)}
      onPointerLeave={(e) => hover(e, false)}
      onKeyDown={onItemKeyDown}
      onBlur={(e) => {
        // Tabbing past the panel (to the next item or out of the menu) closes it.
        if (open && focusLeft(e.currentTarget, e.relatedTarget)) onClose();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="mega-menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerDown={(e) => (lastPointer.current = e.pointerType)}
        onClick={onClick}
        onKeyDown={onButtonKeyDown}
      >
        {item.title}
      </button>
      <div ref={panelRef} id={panelId} className="mega-menu-panel" hidden={!open}>
        <div className="mega-menu-panel-inner container">
          {item.url ? (
            <p className="mega-menu-overview">
              <NavTitle item={item} />
            </p>
          ) : null}
          <NavColumns columns={item.columns} />
          {/* Links of the level-1 item itself (spec 3): its schedule/roster/news and social links. */}
          <QuickLinks owner={item.title} links={item.schedule_roster_news_links} className="nav-quick-links mega-menu-quick-links" />
          <QuickLinks links={item.social_media_links} className="nav-social-links mega-menu-social-links" />
        </div>
      </div>
    </li>
  );
}
