import * as z from 'zod/mini';
import { SCHOOL_TIME_ZONE } from '#schemas/constants.ts';
import type { Game } from '#schemas/entities/game.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import type { Story } from '#schemas/entities/story.ts';
import { isComplete } from '#schemas/game-rules.ts';
import { StoryCardSchema, type StoryCard } from '../shared/story-card.schema.ts';
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

export const monthDayKey = ({ month, day }: { month: number; day: number }) =>
  `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
export const monthDayLabel = ({ month, day }: { month: number; day: number }) => `${MONTHS[month - 1]} ${day}`;

/** The day before or after, through a leap year (so 28 February is followed by 29 February). */
export function shiftMonthDay({ month, day }: { month: number; day: number }, by: 1 | -1): { month: number; day: number } {
  const date = new Date(Date.UTC(2024, month - 1, day + by));
  return { month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export const onThisDayHref = (md: { month: number; day: number }) => `/on-this-day?date=${monthDayKey(md)}`;

const schoolDate = new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The day shown: `?date=` (MM-DD) when it is a day of the year, else today in the school's time zone; and the years before this one. */
export function onThisDayOf(
  now: Date,
  asked: string | undefined,
): { md: { month: number; day: number }; key: string; beforeYear: number; chosen: boolean } {
  const today = schoolDate.format(now); // YYYY-MM-DD
  const chosen = asked ? monthDayOf(asked) : null;
  const md = chosen ?? monthDayOf(today.slice(5)) ?? { month: 1, day: 1 };
  return { md, key: monthDayKey(md), beforeYear: Number(today.slice(0, 4)), chosen: chosen !== null };
}

/** What a story card needs of a story. */
export type OnThisDayStory = Pick<Story, 'id' | 'title' | 'teaser' | 'date' | 'url' | 'image' | 'sport_id'>;

export interface OnThisDayInput {
  sports: readonly Sport[];
  /** Published stories, newest first; those of other days or of this year on are left out. */
  stories: readonly OnThisDayStory[];
  /** Games; only the completed ones with both scores, of the day in earlier years, are shown. */
  games: readonly Game[];
  now: Date;
  /** `?date=` as asked. */
  asked: string | undefined;
}

/** spec 2.1 on this day (and /otd): stories and results of this month and day in earlier years, newest year first. */
export function onThisDayData({ sports, stories, games, now, asked }: OnThisDayInput): OnThisDayData {
  const { md, key, beforeYear, chosen } = onThisDayOf(now, asked);
  const ofDay = (date: string) => date.slice(5, 10) === key && Number(date.slice(0, 4)) < beforeYear;
  const bySport = new Map(sports.map((s) => [s.id, s]));
  const byYear = new Map<number, OnThisDayData['years'][number]>();
  const yearOf = (year: number) => {
    let entry = byYear.get(year);
    if (!entry) byYear.set(year, (entry = { year, stories: [], results: [] }));
    return entry;
  };
  for (const story of stories.filter((s) => ofDay(s.date))) {
    const sport = story.sport_id === null ? undefined : bySport.get(story.sport_id);
    const card: StoryCard = {
      id: story.id,
      title: story.title,
      teaser: story.teaser,
      date: story.date,
      url: story.url,
      image: story.image,
      sport: sport ? { id: sport.id, title: sport.title } : null,
    };
    yearOf(Number(story.date.slice(0, 4))).stories.push(card);
  }
  // Games keep their local date (the day of the year); within a year, in the order they were played.
  const played = games
    .filter((g) => ofDay(g.date) && isComplete(g) && g.result?.team_score != null && g.result.opponent_score != null)
    .toSorted((a, b) => (a.date_utc < b.date_utc ? -1 : a.date_utc > b.date_utc ? 1 : a.id - b.id));
  for (const game of played) {
    const result = game.result!;
    yearOf(Number(game.date.slice(0, 4))).results.push({
      id: game.id,
      sportTitle: bySport.get(game.sport_id)?.title ?? '',
      opponent: game.opponent.title,
      versus: game.location_indicator === 'A' ? 'at' : 'vs',
      status: result.status,
      score: `${result.team_score}-${result.opponent_score}`,
      url: result.boxscore ?? result.recap ?? null,
    });
  }
  const label = monthDayLabel(md);
  const previous = shiftMonthDay(md, -1);
  const next = shiftMonthDay(md, 1);
  return {
    label,
    date: key,
    notice: asked && !chosen ? `“${asked.slice(0, 20)}” is not a day of the year, so this is today, ${label}.` : null,
    years: [...byYear.values()].toSorted((a, b) => b.year - a.year),
    previous: { label: monthDayLabel(previous), href: onThisDayHref(previous) },
    next: { label: monthDayLabel(next), href: onThisDayHref(next) },
  };
}

export const widget = defineWidget({
  name: 'on-this-day',
  label: 'On this day',
  description: 'Stories and games on this day in earlier years.',
  props: OnThisDayPropsSchema,
  data: OnThisDayDataSchema,
});
