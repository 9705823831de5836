import * as z from 'zod/mini';
import type { Game } from '#schemas/entities/game.ts';
import { countsTowardRecord, recordOf } from '#schemas/game-rules.ts';
import { opponentUrl } from '../shared/urls.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const OpponentHistoryPropsSchema = z.object({});
export type OpponentHistoryProps = z.infer<typeof OpponentHistoryPropsSchema>;

const RecordSchema = z.object({ wins: z.number(), losses: z.number(), ties: z.number(), pct: z.nullable(z.number()) });

export const OpponentRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  record: RecordSchema,
  meetings: z.number(),
  first: z.string(),
  last: z.string(),
  /** "W3": the current run of results against them. */
  streak: z.nullable(z.string()),
});
export type OpponentRow = z.infer<typeof OpponentRowSchema>;

export const MeetingSchema = z.object({
  id: z.number(),
  date: z.string(),
  season: z.string(),
  versus: z.enum(['vs', 'at']),
  location: z.string(),
  status: z.enum(['W', 'L', 'T', 'N']),
  score: z.string(),
  boxscore: z.nullable(z.string()),
});

/** The list (every opponent) or one opponent with every meeting, newest first. */
export const OpponentHistoryDataSchema = z.object({
  sport: z.object({ title: z.string(), slug: z.string() }),
  opponents: z.array(OpponentRowSchema),
  opponent: z.nullable(z.object({ row: OpponentRowSchema, meetings: z.array(MeetingSchema) })),
});
export type OpponentHistoryData = z.infer<typeof OpponentHistoryDataSchema>;

/**
 * Every opponent's all-time record from the stored games (only decided games count, as in the schedule's
 * record), with first and last meetings and the current streak; most meetings first. Games in date order.
 */
export function opponentRows(games: readonly Game[], sportSlug: string): OpponentRow[] {
  const byOpponent = new Map<number, Game[]>();
  for (const game of games.filter(countsTowardRecord))
    byOpponent.set(game.opponent.id, [...(byOpponent.get(game.opponent.id) ?? []), game]);
  return [...byOpponent.values()]
    .map((list) => {
      const record = recordOf(list);
      const first = list[0]!;
      return {
        id: first.opponent.id,
        name: first.opponent.title,
        url: opponentUrl(sportSlug, first.opponent),
        record: record.overall,
        meetings: list.length,
        first: first.date,
        last: list.at(-1)!.date,
        streak: record.streak,
      };
    })
    .toSorted((a, b) => b.meetings - a.meetings || a.name.localeCompare(b.name));
}

export function meetingsOf(games: readonly Game[], opponentId: number): z.infer<typeof MeetingSchema>[] {
  return games
    .filter((g) => g.opponent.id === opponentId && countsTowardRecord(g))
    .map((g) => ({
      id: g.id,
      date: g.date,
      season: g.season,
      versus: g.location_indicator === 'A' ? ('at' as const) : ('vs' as const),
      location: g.location,
      status: g.result?.status ?? 'N',
      score: `${g.result?.team_score ?? ''}-${g.result?.opponent_score ?? ''}`,
      boxscore: g.result?.boxscore ?? null,
    }))
    .toReversed();
}

/**
 * spec 2.1 opponent history, computed from every game of the sport (so it always agrees with the schedules and
 * results): the list of opponents, or, with `opponentId`, that opponent's meetings; null for an opponent never met.
 */
export function opponentHistoryData({
  sport,
  games,
  opponentId,
}: {
  sport: { title: string; global_sport_name_slug: string };
  games: readonly Game[];
  opponentId?: string;
}): OpponentHistoryData | null {
  const slug = sport.global_sport_name_slug;
  const opponents = opponentRows(games, slug);
  const row = opponentId ? opponents.find((o) => String(o.id) === opponentId) : undefined;
  if (opponentId && !row) return null;
  return {
    sport: { title: sport.title, slug },
    opponents: row ? [] : opponents,
    opponent: row ? { row, meetings: meetingsOf(games, row.id) } : null,
  };
}

export const widget = defineWidget({
  name: 'opponent-history',
  label: 'Opponent history',
  description: 'The record against each opponent, or against one.',
  props: OpponentHistoryPropsSchema,
  data: OpponentHistoryDataSchema,
});
