import * as z from 'zod/mini';

/**
 * spec 7: the fields of one entry of GET /api/v2/Sports. The answer is SIDEARM's whole entry
 * (schemas/sidearm/sport.ts `sportToSidearm`), of which these are a subset (docs/decisions/0037-sidearm-shaped-reads.md).
 */
export const SportWireSchema = z.object({
  abbrev: z.string(),
  facebookPage: z.nullable(z.string()),
  globalSportGender: z.enum(['M', 'F', 'C']),
  globalSportId: z.number(),
  globalSportShortName: z.string(),
  globalSportNameSlug: z.string(),
  id: z.number(),
  instagramName: z.nullable(z.string()),
  nonSport: z.boolean(),
  pinterestName: z.nullable(z.string()),
  shortName: z.string(),
  title: z.string(),
  ticketsLink: z.nullable(z.string()),
  twitterName: z.nullable(z.string()),
  youtubeName: z.nullable(z.string()),
  rosterId: z.nullable(z.number()),
  scheduleId: z.nullable(z.number()),
  displayOpponentHistory: z.boolean(),
});
export type SportWire = z.infer<typeof SportWireSchema>;
