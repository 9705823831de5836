import * as z from 'zod/mini';

/** spec 3 Historical coaching records: one season of a program under its head coach. */
export const CoachingSeasonSchema = z.object({
  season: z.string(),
  coach: z.string(),
  /** The coach's staff id when they are on staff (a bio to link). */
  staff_id: z.nullable(z.number()),
  wins: z.number(),
  losses: z.number(),
  ties: z.number(),
  conf_wins: z.number(),
  conf_losses: z.number(),
  conf_ties: z.number(),
});
export type CoachingSeason = z.infer<typeof CoachingSeasonSchema>;

/**
 * A program's seasons before the ones the store has games for (those are computed from the games, so a
 * corrected score corrects the record). Stored one document per sport.
 */
export const CoachingHistorySchema = z.object({ sport_id: z.number(), seasons: z.array(CoachingSeasonSchema) });
export type CoachingHistory = z.infer<typeof CoachingHistorySchema>;
