// Decorative inline icons: always aria-hidden, the owning control carries the accessible name.
import { sportIconOf } from '#schemas/sport-icons.ts';

/** The sports sprite (spec 7: a static sports icon file), one symbol per icon name of the icon map. */
export const SPORT_ICONS_SPRITE = '/images/sport-icons.svg';

/** spec 3: a sport's icon, by its code (global short name) or by an icon name the server already looked up. */
export function SportIcon(props: { code: string } | { name: string }) {
  const name = 'name' in props ? props.name : sportIconOf(props.code);
  return (
    <svg className="icon sport-icon" width="24" height="24" aria-hidden="true" focusable="false" data-icon={name}>
      <use href={`${SPORT_ICONS_SPRITE}#${name}`} />
    </svg>
  );
}

export function SearchIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M5 5l14 14M19 5 5 19" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
