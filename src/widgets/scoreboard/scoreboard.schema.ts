import * as z from 'zod/mini';
import { defineWidget } from '#registry/define-widget.ts';

export const ScoreboardPropsSchema = z.object({
  title: z._default(z.string(), 'Upcoming Games'),
  mode: z._default(z.enum(['upcoming', 'results']), 'upcoming'),
  count: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(20)), 6),
  sportScoped: z._default(z.boolean(), true),
});
export type ScoreboardProps = z.infer<typeof ScoreboardPropsSchema>;

export const ScoreboardGameSchema = z.object({
  id: z.number(),
  date: z.string(),
  time: z.nullable(z.string()),
  tbd: z.boolean(),
  is_all_day: z.boolean(),
  location_indicator: z.enum(['H', 'A', 'N']),
  location: z.string(),
  opponent: z.object({ title: z.string(), image: z.nullable(z.string()) }),
  sport: z.object({ id: z.number(), title: z.string(), slug: z.string() }),
  result: z.nullable(
    z.object({ status: z.string(), team_score: z.nullable(z.string()), opponent_score: z.nullable(z.string()) }),
  ),
  game_state: z.number(),
  tournament: z.nullable(z.string()),
  links: z.array(z.object({ title: z.string(), url: z.string() })),
});
export type ScoreboardGame = z.infer<typeof ScoreboardGameSchema>;

export const ScoreboardDataSchema = z.object({ games: z.array(ScoreboardGameSchema), scheduleUrl: z.nullable(z.string()) });
export type ScoreboardData = z.infer<typeof ScoreboardDataSchema>;

export const widget = defineWidget({
  name: 'scoreboard',
  label: 'Scoreboard (upcoming games or results)',
  description: 'Upcoming games or recent results, site-wide or for the current sport.',
  props: ScoreboardPropsSchema,
  data: ScoreboardDataSchema,
});
