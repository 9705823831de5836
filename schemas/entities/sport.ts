import * as z from 'zod/mini';

const social = z.nullable(z.string());

/** spec 3 Sport (entity names; the wire shape of GET /api/v2/Sports is in schemas/api/sports.ts). */
export const SportSchema = z.object({
  id: z.number(),
  title: z.string(),
  shortname: z.string(),
  abbreviation: z.string(),
  gender: z.enum(['M', 'F', 'C']),
  global_sport_id: z.number(),
  global_sport_shortname: z.string(),
  global_sport_name_slug: z.string(),
  non_sport: z._default(z.boolean(), false),
  facebook: social,
  instagram: social,
  pinterest: social,
  twitter: social,
  youtube: social,
  tickets: z.nullable(z.string()),
  rosterId: z.nullable(z.number()),
  scheduleId: z.nullable(z.number()),
  displayOpponentHistory: z._default(z.boolean(), false),
  short_title: z.literal(''),
  url: z.literal(''),
});
export type Sport = z.infer<typeof SportSchema>;
