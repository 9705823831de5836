import * as z from 'zod/mini';
import { LOCATION_OPTIONS } from '#schemas/constants.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const CALENDAR_VARIANTS = ['page', 'print'] as const;
export const CalendarPropsSchema = z.object({ variant: z._default(z.enum(CALENDAR_VARIANTS), 'page') });
export type CalendarProps = z.infer<typeof CalendarPropsSchema>;

export const CalendarGameSchema = z.object({
  id: z.number(),
  date: z.string(),
  time: z.string(),
  sportTitle: z.string(),
  opponent: z.string(),
  versus: z.enum(['vs', 'at']),
  location: z.string(),
  locationIndicator: z.enum(['H', 'A', 'N']),
  /** "W 31-20", "Postponed", or null before the game. */
  outcome: z.nullable(z.string()),
  url: z.string(),
});
export type CalendarGame = z.infer<typeof CalendarGameSchema>;

const DaySchema = z.object({ date: z.string(), inMonth: z.boolean(), games: z.array(CalendarGameSchema) });

export const CalendarDataSchema = z.object({
  /** "November 2026", or the printed range. */
  title: z.string(),
  view: z.enum(['month', 'list']),
  month: z.string(),
  sportOptions: z.array(z.object({ value: z.string(), label: z.string() })),
  selected: z.object({ sport: z.string(), location: z.string() }),
  /** Six rows of seven days, Sunday first (month view). */
  weeks: z.array(z.array(DaySchema)),
  /** The days that have games, in order (list view and print). */
  days: z.array(DaySchema),
  action: z.string(),
  links: z.object({ previous: z.string(), next: z.string(), month: z.string(), list: z.string(), ics: z.string(), print: z.string() }),
  total: z.number(),
});
export type CalendarData = z.infer<typeof CalendarDataSchema>;

/** spec 9 location options as the calendar's query values (all, home, away, neutral). */
export const CALENDAR_LOCATIONS = { all: '', home: 'H', away: 'A', neutral: 'N' } as const;
export const locationWord = (value: string) => (Object.entries(CALENDAR_LOCATIONS).find(([, v]) => v === value)?.[0] ?? 'all');
export const LOCATION_LABELS = LOCATION_OPTIONS;

/** `YYYY-MM` when it is a month this site can show (2000–2099), else null. */
export function parseMonth(value: string): { year: number; month: number } | null {
  const match = /^(20\d{2})-(\d{2})$/.exec(value);
  const month = Number(match?.[2]);
  return match && month >= 1 && month <= 12 ? { year: Number(match[1]), month } : null;
}

export const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

export function shiftMonth({ year, month }: { year: number; month: number }, by: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The 42 days of a month view (six weeks, Sunday first), as YYYY-MM-DD with whether each is in the month. */
export function monthGrid(year: number, month: number): { date: string; inMonth: boolean }[][] {
  const first = Date.UTC(year, month - 1, 1);
  const start = first - new Date(first).getUTCDay() * 86_400_000;
  return Array.from({ length: 6 }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => {
      const date = new Date(start + (w * 7 + d) * 86_400_000);
      return { date: date.toISOString().slice(0, 10), inMonth: date.getUTCMonth() === month - 1 };
    }),
  );
}

/** A print range: start and end days (YYYY-MM-DD), end not before start, at most a year apart. */
export function printRange(start: string, end: string): { start: string; end: string } | null {
  const valid = (d: string) => {
    const time = Date.parse(`${d}T00:00:00Z`);
    return /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === d;
  };
  if (!valid(start) || !valid(end)) return null;
  const days = (Date.parse(end) - Date.parse(start)) / 86_400_000;
  return days >= 0 && days <= 366 ? { start, end } : null;
}

export const widget = defineWidget({
  name: 'calendar',
  label: 'Calendar (month, list or print)',
  description: "Every sport's games by month, as a calendar or a printable list.",
  props: CalendarPropsSchema,
  data: CalendarDataSchema,
});
