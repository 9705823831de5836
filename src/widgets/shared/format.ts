// Dates show in the school's time zone on the server and in every browser alike (no hydration mismatch).
import { SCHOOL_TIME_ZONE } from '#schemas/constants.ts';

export { SCHOOL_TIME_ZONE };

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: SCHOOL_TIME_ZONE });
const shortDate = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: SCHOOL_TIME_ZONE });

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function formatGameDay(iso: string): string {
  return shortDate.format(new Date(iso));
}

/** spec 9: percentages show with one decimal. */
export function formatPercent(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}
