import * as z from 'zod/mini';
import type { CoachingSeason } from '#schemas/entities/coaching-record.ts';
import type { StaffMember } from '#schemas/entities/roster.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { SeasonRowSchema, pctOf, seasonRowsOf, type SeasonRow } from '../shared/coaches.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const CoachingRecordsPropsSchema = z.object({});
export type CoachingRecordsProps = z.infer<typeof CoachingRecordsPropsSchema>;
/** spec 3: yearly entries (a season a row) and overall entries (a coach a row, with their years). */
export const CoachingRecordsDataSchema = z.object({
  sport: z.object({ title: z.string(), slug: z.string() }),
  type: z.enum(['year', 'overall']),
  years: z.array(SeasonRowSchema),
  overall: z.array(
    z.object({
      coach: z.string(),
      coachUrl: z.nullable(z.string()),
      years: z.string(),
      seasons: z.number(),
      wins: z.number(),
      losses: z.number(),
      ties: z.number(),
      pct: z.nullable(z.number()),
      confWins: z.number(),
      confLosses: z.number(),
      confTies: z.number(),
      confPct: z.nullable(z.number()),
    }),
  ),
});
export type CoachingRecordsData = z.infer<typeof CoachingRecordsDataSchema>;

/** spec 3 overall entries: each coach's seasons summed, with their span of years, in order of first season. */
export function overallRows(rows: readonly SeasonRow[]): CoachingRecordsData['overall'] {
  const byCoach = new Map<string, SeasonRow[]>();
  for (const row of rows.toSorted((a, b) => a.season.localeCompare(b.season)))
    byCoach.set(row.coach, [...(byCoach.get(row.coach) ?? []), row]);
  return [...byCoach].map(([coach, list]) => {
    const sum = (key: 'wins' | 'losses' | 'ties' | 'confWins' | 'confLosses' | 'confTies') => list.reduce((n, r) => n + r[key], 0);
    const [w, l, t, cw, cl, ct] = [sum('wins'), sum('losses'), sum('ties'), sum('confWins'), sum('confLosses'), sum('confTies')];
    return {
      coach,
      coachUrl: list.find((r) => r.coachUrl)?.coachUrl ?? null,
      years: `${list[0]?.season.slice(0, 4)}–${list.at(-1)?.season.slice(0, 4)}`,
      seasons: list.length,
      wins: w,
      losses: l,
      ties: t,
      pct: pctOf(w, l, t),
      confWins: cw,
      confLosses: cl,
      confTies: ct,
      confPct: pctOf(cw, cl, ct),
    };
  });
}

/** The program's records (`program` oldest first) a season a row, newest first, and a coach a row. */
export function coachingRecordsData(input: {
  sport: Sport;
  type: CoachingRecordsData['type'];
  program: readonly CoachingSeason[];
  staff: readonly StaffMember[];
}): CoachingRecordsData {
  const { sport } = input;
  const rows = seasonRowsOf(input.program, sport, input.staff);
  return {
    sport: { title: sport.title, slug: sport.global_sport_name_slug },
    type: input.type,
    years: rows.toReversed(),
    overall: overallRows(rows),
  };
}

export const widget = defineWidget({
  name: 'coaching-records',
  label: 'Coaching records',
  description: "A coach's season-by-season records.",
  props: CoachingRecordsPropsSchema,
  data: CoachingRecordsDataSchema,
});
