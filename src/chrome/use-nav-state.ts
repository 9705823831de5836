import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Open/closed state of a menu that closes on every route change (spec 2.6). The value is tied to the
 * location it was set at, so a navigation closes it in the same render, without an effect.
 */
export function useNavState<T>(): [T | null, (value: T | null) => void] {
  const { key } = useLocation();
  const [state, setState] = useState<{ value: T; key: string } | null>(null);
  const value = state !== null && state.key === key ? state.value : null;
  const set = useCallback((next: T | null) => setState(next === null ? null : { value: next, key }), [key]);
  return [value, set];
}

let openMenus = 0;

/** spec 4: while a menu is open the page carries the nav-is-open marker (a class on <html>). */
export function useNavOpenMarker(open: boolean) {
  useEffect(() => {
    if (!open) return;
    openMenus += 1;
    document.documentElement.classList.add('nav-is-open');
    return () => {
      openMenus -= 1;
      if (openMenus === 0) document.documentElement.classList.remove('nav-is-open');
    };
  }, [open]);
}

/** True when focus moved somewhere outside `container` (null relatedTarget: focus left for the page body). */
export function focusLeft(container: HTMLElement, next: EventTarget | null): boolean {
  return !(next instanceof Node && container.contains(next));
}
