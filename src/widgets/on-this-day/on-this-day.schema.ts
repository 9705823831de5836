import * as z from 'zod/mini';
import { StoryCardSchema } from '../shared/story-card.schema.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const OnThisDayPropsSchema = z.object({});
export type OnThisDayProps = z.infer<typeof OnThisDayPropsSchema>;

export const OtdResultSchema = z.object({
  id: z.number(),
  sportTitle: z.string(),
  opponent: z.string(),
  versus: z.enum(['vs', 'at']),
  status: z.enum(['W', 'L', 'T', 'N']),
  score: z.string(),
  url: z.nullable(z.string()),
});

export const OnThisDayDataSchema = z.object({
  /** "November 23" and its MM-DD. */
  label: z.string(),
  date: z.string(),
  /** Why another day than asked is shown (a date that is not a day of the year). */
  notice: z.nullable(z.string()),
  years: z.array(z.object({ year: z.number(), stories: z.array(StoryCardSchema), results: z.array(OtdResultSchema) })),
  previous: z.object({ label: z.string(), href: z.string() }),
  next: z.object({ label: z.string(), href: z.string() }),
});
export type OnThisDayData = z.infer<typeof OnThisDayDataSchema>;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** `MM-DD` as month and day when it is a day of the year (29 February included), else null. */
export function monthDayOf(value: string): { month: number; day: number } | null {
  const match = /^(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const day = Number(match[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= (DAYS_IN_MONTH[month - 1] ?? 0) ? { month, day } : null;
}

export const monthDayKey = ({ month, day }: { month: number; day: number }) => `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
export const monthDayLabel = ({ month, day }: { month: number; day: number }) => `${MONTHS[month - 1]} ${day}`;

/** The day before or after, through a leap year (so 28 February is followed by 29 February). */
export function shiftMonthDay({ month, day }: { month: number; day: number }, by: 1 | -1): { month: number; day: number } {
  const date = new Date(Date.UTC(2024, month - 1, day + by));
  return { month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export const onThisDayHref = (md: { month: number; day: number }) => `/on-this-day?date=${monthDayKey(md)}`;

export const widget = defineWidget({
  name: 'on-this-day',
  label: 'On this day',
  description: 'Stories and games on this day in earlier years.',
  props: OnThisDayPropsSchema,
  data: OnThisDayDataSchema,
});
