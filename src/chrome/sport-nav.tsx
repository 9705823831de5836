import { useCallback, useId, useRef, type KeyboardEvent } from 'react';
import type { SportNavItem } from '#schemas/entities/navigation.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { cx } from './class-names.ts';
import { SportIcon } from './icons.tsx';
import { SmartLink } from './smart-link.tsx';
import { SUMMARY_CLASS, useHydrated } from './use-hydrated.ts';
import { focusLeft, useNavState } from './use-nav-state.ts';

/** spec 2.3: the sport sub-navigation shows only for a current sport whose id is not 0 and is not non_sport. */
export function isRealSport(sport: Sport | null | undefined): sport is Sport {
  return sport != null && sport.id !== 0 && !sport.non_sport;
}

/**
 * spec 2.6 sport header: the sport home title plus the sport's links. Below lg the links move to an
 * off-canvas list opened by a "More +" / "More -" toggle; it closes on Escape, focus leaving and route change.
 * The toggle is a `<details>`, so it opens before hydration and without JavaScript; React then owns its state
 * (docs/decisions/0010-controls-before-hydration.md).
 */
export function SportNav({ sport, items }: { sport: Sport; items: SportNavItem[] }) {
  const [more, setMore] = useNavState<true>();
  const open = more === true;
  const toggleRef = useRef<HTMLElement>(null);
  const hydrated = useHydrated();
  // Opened before hydration: React takes that state over.
  const adopt = useCallback(
    (details: HTMLDetailsElement | null) => {
      if (details?.open) setMore(true);
    },
    [setMore],
  );
  const home = items.find((i) => i.class_name === 'sport-home');
  const links = items.filter((i) => i !== home);
  const listId = `sport-nav-links-${sport.id}`;

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    setMore(null);
    toggleRef.current?.focus();
  };

  return (
    <nav aria-label={`${sport.title} menu`} className="sport-nav">
      <div
        className="sport-nav-inner container"
        onKeyDown={onKeyDown}
        onBlur={(e) => {
          if (open && focusLeft(e.currentTarget, e.relatedTarget)) setMore(null);
        }}
      >
        <SmartLink href={home?.url ?? `/sports/${sport.global_sport_name_slug}`} className="sport-nav-title">
          <SportIcon code={sport.global_sport_shortname} />
          {home?.title ?? sport.title}
        </SmartLink>
        {links.length > 0 ? (
          <details
            ref={adopt}
            // Opened before hydration, its `open` differs from the server's: expected, and adopted by the ref.
            suppressHydrationWarning
            className="sport-nav-more-details"
            open={open}
            onToggle={(e) => {
              if (e.currentTarget.open !== open) setMore(e.currentTarget.open ? true : null);
            }}
          >
            <summary
              role="button"
              ref={toggleRef}
              className={cx(SUMMARY_CLASS, 'sport-nav-more')}
              aria-expanded={hydrated ? open : undefined}
              aria-controls={hydrated ? listId : undefined}
              onClick={(e) => {
                e.preventDefault();
                setMore(open ? null : true);
              }}
            >
              {hydrated ? (
                open ? (
                  'More -'
                ) : (
                  'More +'
                )
              ) : (
                // Before hydration the browser owns the state: CSS shows the label that matches it.
                <>
                  <span className="when-closed">More +</span>
                  <span className="when-open">More -</span>
                </>
              )}
            </summary>
            <ul id={listId} className={cx('sport-nav-links', open && 'is-open')}>
              {links.map((item) =>
                item.class_name === 'additional-links' ? (
                  <AdditionalLinks key={item.id} item={item} />
                ) : (
                  <SportNavLink key={item.id} item={item} />
                ),
              )}
            </ul>
          </details>
        ) : null}
      </div>
    </nav>
  );
}

function SportNavLink({ item }: { item: SportNavItem }) {
  return (
    <li className={cx('sport-nav-item', item.separator && 'nav-separator')}>
      {item.url ? (
        <SmartLink href={item.url} className="sport-nav-link">
          {item.title}
        </SmartLink>
      ) : (
        <span className="sport-nav-link nav-label">{item.title}</span>
      )}
      {item.items.length > 0 ? (
        <ul className="sport-nav-sublist">
          {item.items.map((child) => (
            <SportNavLink key={child.id} item={child} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * spec 3: the 'additional-links' item is a dropdown of its children (closes like the rest, spec 2.6). A
 * `<details>` like "More +": it opens before hydration and without JavaScript, then React owns its state.
 */
function AdditionalLinks({ item }: { item: SportNavItem }) {
  const [state, setOpen] = useNavState<true>();
  const open = state === true;
  const summaryRef = useRef<HTMLElement>(null);
  const hydrated = useHydrated();
  const adopt = useCallback(
    (details: HTMLDetailsElement | null) => {
      if (details?.open) setOpen(true);
    },
    [setOpen],
  );
  const id = useId();
  return (
    <li
      className={cx('sport-nav-item', 'sport-nav-dropdown', open && 'is-open', item.separator && 'nav-separator')}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return;
        e.stopPropagation();
        setOpen(null);
        summaryRef.current?.focus();
      }}
      onBlur={(e) => {
        if (open && focusLeft(e.currentTarget, e.relatedTarget)) setOpen(null);
      }}
    >
      <details
        ref={adopt}
        suppressHydrationWarning
        open={open}
        onToggle={(e) => {
          if (e.currentTarget.open !== open) setOpen(e.currentTarget.open ? true : null);
        }}
      >
        <summary
          role="button"
          ref={summaryRef}
          className={cx(SUMMARY_CLASS, 'sport-nav-link')}
          aria-expanded={hydrated ? open : undefined}
          aria-controls={hydrated ? id : undefined}
          onClick={(e) => {
            e.preventDefault();
            setOpen(open ? null : true);
          }}
        >
          {item.title}
        </summary>
        <ul id={id} className="sport-nav-sublist" hidden={hydrated ? !open : undefined}>
          {item.items.map((child) => (
            <SportNavLink key={child.id} item={child} />
          ))}
        </ul>
      </details>
    </li>
  );
}
