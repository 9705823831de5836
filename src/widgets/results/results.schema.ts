import * as z from 'zod/mini';
import { ScheduleRecordSchema } from '../shared/schedule-game.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const RESULTS_VARIANTS = ['page', 'print'] as const;
export const ResultsPropsSchema = z.object({ variant: z._default(z.enum(RESULTS_VARIANTS), 'page') });
export type ResultsProps = z.infer<typeof ResultsPropsSchema>;

/**
 * Results print `type` (spec 2.1 leaves it open; our decision, in the README): which completed games are listed.
 * all: every one; conference: conference games; home, away, neutral: by site.
 */
export const RESULT_TYPES = ['all', 'conference', 'home', 'away', 'neutral'] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

export const ResultRowSchema = z.object({
  id: z.number(),
  date: z.string(),
  opponent: z.string(),
  versus: z.enum(['vs', 'at']),
  location: z.string(),
  conference: z.boolean(),
  status: z.enum(['W', 'L', 'T', 'N']),
  score: z.string(),
  /** "OT", "F/10", a tournament name… */
  note: z.nullable(z.string()),
  links: z.array(z.object({ title: z.string(), url: z.string() })),
});
export type ResultRow = z.infer<typeof ResultRowSchema>;

export const ResultsDataSchema = z.object({
  sport: z.object({ title: z.string(), slug: z.string() }),
  season: z.nullable(z.string()),
  type: z.enum(RESULT_TYPES),
  seasons: z.array(z.object({ title: z.string(), url: z.string() })),
  record: ScheduleRecordSchema,
  results: z.array(ResultRowSchema),
  printUrl: z.nullable(z.string()),
});
export type ResultsData = z.infer<typeof ResultsDataSchema>;

export const resultsUrl = (slug: string, season: string | null) => `/sports/${slug}/results${season ? `?season=${encodeURIComponent(season)}` : ''}`;
export const resultsPrintUrl = (slug: string, season: string, type: ResultType) => `/sports/${slug}/results/print/${season}/${type}`;

/** Which completed games a results type lists. */
export function matchesType(game: { is_conference: boolean; location_indicator: string }, type: ResultType): boolean {
  switch (type) {
    case 'all': return true;
    case 'conference': return game.is_conference;
    case 'home': return game.location_indicator === 'H';
    case 'away': return game.location_indicator === 'A';
    case 'neutral': return game.location_indicator === 'N';
  }
}

export const widget = defineWidget({
  name: 'results',
  label: 'Results (page or print)',
  description: 'Recent results across sports (page or print).',
  props: ResultsPropsSchema,
  data: ResultsDataSchema,
});
