// Dates show in the school's time zone on the server and in every browser alike (no hydration mismatch).
import { SCHOOL_TIME_ZONE } from '#schemas/constants.ts';

export { SCHOOL_TIME_ZONE };

/**
 * Made on first use, not when the module loads: the browser's first date format loads its time-zone data
 * (some 15 ms on a phone's worth of CPU), which a page that shows no date should not pay while it hydrates.
 */
function lazyFormat(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => (format ??= new Intl.DateTimeFormat('en-US', { ...options, timeZone: SCHOOL_TIME_ZONE })).format(date);
}

const dateFormat = lazyFormat({ month: 'short', day: 'numeric', year: 'numeric' });
const shortDate = lazyFormat({ weekday: 'short', month: 'short', day: 'numeric' });

export function formatDate(iso: string): string {
  return dateFormat(new Date(iso));
}

export function formatGameDay(iso: string): string {
  return shortDate(new Date(iso));
}

/** spec 9: percentages show with one decimal. */
export function formatPercent(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}
