const pad = (n: number, width = 2) => String(Math.trunc(Math.abs(n))).padStart(width, '0');

/**
 * spec 9: analytics timestamps are ISO 8601 in local time with the local offset, e.g.
 * 2026-11-21T12:00:00.000-05:00 (not toISOString's UTC "Z"). `offsetMinutes` is Date#getTimezoneOffset's
 * (minutes behind UTC: 300 for UTC-5); a test passes one, the browser its own.
 */
export function isoWithOffset(date: Date, offsetMinutes = date.getTimezoneOffset()): string {
  const local = new Date(date.getTime() - offsetMinutes * 60_000);
  const sign = offsetMinutes > 0 ? '-' : '+';
  const offset = `${sign}${pad(offsetMinutes / 60)}:${pad(offsetMinutes % 60)}`;
  return `${local.toISOString().slice(0, 23)}${offset}`;
}
