import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LOCATION_OPTIONS, LOCATION_QUERY } from '#schemas/constants.ts';
import type { LocationValue, ScheduleGame } from '../shared/schedule-game.ts';

/** The location filter of a URL query (`?location=A`; `?location=` is All), else the widget's default. */
export function locationFromQuery(searchParams: URLSearchParams, defaultLocation: LocationValue): LocationValue {
  const value = searchParams.get(LOCATION_QUERY);
  return LOCATION_OPTIONS.find((option) => option.value === value)?.value ?? defaultLocation;
}

export function locationLabel(location: LocationValue): string {
  return LOCATION_OPTIONS.find((option) => option.value === location)?.label ?? '';
}

export function filterByLocation<G extends Pick<ScheduleGame, 'location_indicator'>>(games: readonly G[], location: LocationValue): G[] {
  return location === '' ? [...games] : games.filter((game) => game.location_indicator === location);
}

/**
 * spec 9 location filter, kept in the URL query (`?location=H`) so a filtered schedule can be shared. The
 * server renders the same filter from the same URL (no hydration mismatch). Choosing filters in the browser:
 * the URL is replaced in place, without a navigation, so no page data is fetched again.
 */
export function useLocationFilter(defaultLocation: LocationValue): [LocationValue, (next: LocationValue) => void] {
  const [searchParams] = useSearchParams();
  const search = searchParams.toString();
  const fromUrl = locationFromQuery(searchParams, defaultLocation);
  // A choice holds while the router's URL is the one it was made on; a real navigation starts from the URL again.
  const [chosen, setChosen] = useState<{ search: string; value: LocationValue } | null>(null);
  const value = chosen !== null && chosen.search === search ? chosen.value : fromUrl;

  function choose(next: LocationValue) {
    setChosen({ search, value: next });
    const url = new URL(window.location.href);
    if (next === defaultLocation) url.searchParams.delete(LOCATION_QUERY);
    else url.searchParams.set(LOCATION_QUERY, next);
    // Keeps React Router's history state (key, index) so back/forward and scroll restoration still work.
    window.history.replaceState(window.history.state, '', url);
  }
  return [value, choose];
}

/** A feed or page URL with the location filter added (nothing for All). */
export function withLocation(url: string, location: LocationValue): string {
  if (location === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${LOCATION_QUERY}=${location}`;
}
