// spec 3 Live stats: the shape the game center follows. Apart from the rules (live.ts), so that what the browser
// runs of them carries no schema library; the browser checks a live update with the validator generated from
// LiveStatsSchema (live-stats.validate.gen.js, `npm run gen`).
import * as z from 'zod/mini';

export const LiveTeamSchema = z.object({
  name: z.string(),
  score: z.number(),
  /** One entry per period played so far (the current one included). */
  period_scores: z.array(z.number()),
  timeouts: z.nullable(z.number()),
});
export type LiveTeam = z.infer<typeof LiveTeamSchema>;

export const LivePlaySchema = z.object({
  period: z.number(),
  clock: z.nullable(z.string()),
  side: z.enum(['school', 'opponent']),
  text: z.string(),
  points: z.number(),
});
export type LivePlay = z.infer<typeof LivePlaySchema>;

/** spec 3 Live stats, plus the newest plays and a version that grows with every change (ETag, events). */
export const LiveStatsSchema = z.object({
  game_id: z.number(),
  version: z.number(),
  has_started: z.boolean(),
  is_complete: z.boolean(),
  clock_seconds: z.nullable(z.number()),
  period: z.object({ number: z.number(), regulation: z.number(), name: z.string() }),
  home: z.enum(['school', 'opponent']),
  school: LiveTeamSchema,
  opponent: LiveTeamSchema,
  plays: z.array(LivePlaySchema),
  updated_at: z.string(),
});
export type LiveStats = z.infer<typeof LiveStatsSchema>;
