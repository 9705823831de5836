import * as z from 'zod/mini';
import type { Game } from '#schemas/entities/game.ts';
import { isComplete, PLAIN_FINAL_DISPLAY, recordOf } from '#schemas/game-rules.ts';
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

export const resultsUrl = (slug: string, season: string | null) =>
  `/sports/${slug}/results${season ? `?season=${encodeURIComponent(season)}` : ''}`;
export const resultsPrintUrl = (slug: string, season: string, type: ResultType) => `/sports/${slug}/results/print/${season}/${type}`;

/** Which completed games a results type lists. */
export function matchesType(game: { is_conference: boolean; location_indicator: string }, type: ResultType): boolean {
  switch (type) {
    case 'all':
      return true;
    case 'conference':
      return game.is_conference;
    case 'home':
      return game.location_indicator === 'H';
    case 'away':
      return game.location_indicator === 'A';
    case 'neutral':
      return game.location_indicator === 'N';
  }
}

function rowOf(game: Game): ResultRow {
  const result = game.result;
  const display = game.game_state_display;
  return {
    id: game.id,
    date: game.date,
    opponent: game.opponent.title,
    versus: game.location_indicator === 'A' ? 'at' : 'vs',
    location: game.location,
    conference: game.is_conference,
    status: result?.status ?? 'N',
    score: [result?.team_score, result?.opponent_score].filter((s) => s != null).join('-'),
    note: [display && display !== PLAIN_FINAL_DISPLAY ? display : null, game.tournament].filter(Boolean).join(' · ') || null,
    links: [
      result?.boxscore ? { title: 'Box Score', url: result.boxscore } : null,
      result?.recap ? { title: 'Recap', url: result.recap } : null,
    ].filter((l) => l !== null),
  };
}

export interface ResultsInput {
  sport: { title: string; global_sport_name_slug: string };
  season: string | null;
  /** Season titles with games, oldest first. */
  seasons: readonly string[];
  /** The listed games (spec 4) of the season in date order; only the completed ones with a result are shown. */
  games: readonly Game[];
  type: ResultType;
}

/**
 * spec 2.1 results and results print: the completed games of a season with scores and W/L/T, and the record
 * (every number recomputed from the games, as the schedule's is). Print lists one `type` of game.
 */
export function resultsData({ sport, season, seasons, games, type }: ResultsInput): ResultsData {
  const completed = games.filter((g) => isComplete(g) && g.result !== null);
  const slug = sport.global_sport_name_slug;
  return {
    sport: { title: sport.title, slug },
    season,
    type,
    seasons: seasons.toReversed().map((title) => ({ title, url: resultsUrl(slug, title) })),
    record: recordOf(completed),
    results: completed.filter((g) => matchesType(g, type)).map(rowOf),
    printUrl: season ? resultsPrintUrl(slug, season, 'all') : null,
  };
}

export const widget = defineWidget({
  name: 'results',
  label: 'Results (page or print)',
  description: 'Recent results across sports (page or print).',
  props: ResultsPropsSchema,
  data: ResultsDataSchema,
});
