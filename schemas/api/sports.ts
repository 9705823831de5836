import * as z from 'zod/mini';
import { SportSchema, type Sport } from '../entities/sport.ts';

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

/** The one place where wire names become entity names. */
export function sportFromWire(w: SportWire): Sport {
  return SportSchema.parse({
    id: w.id,
    title: w.title,
    shortname: w.shortName,
    abbreviation: w.abbrev,
    gender: w.globalSportGender,
    global_sport_id: w.globalSportId,
    global_sport_shortname: w.globalSportShortName,
    global_sport_name_slug: w.globalSportNameSlug,
    non_sport: w.nonSport,
    facebook: w.facebookPage,
    instagram: w.instagramName,
    pinterest: w.pinterestName,
    twitter: w.twitterName,
    youtube: w.youtubeName,
    tickets: w.ticketsLink,
    rosterId: w.rosterId,
    scheduleId: w.scheduleId,
    displayOpponentHistory: w.displayOpponentHistory,
    short_title: '',
    url: '',
  });
}

export function sportToWire(s: Sport): SportWire {
  return {
    abbrev: s.abbreviation,
    facebookPage: s.facebook,
    globalSportGender: s.gender,
    globalSportId: s.global_sport_id,
    globalSportShortName: s.global_sport_shortname,
    globalSportNameSlug: s.global_sport_name_slug,
    id: s.id,
    instagramName: s.instagram,
    nonSport: s.non_sport,
    pinterestName: s.pinterest,
    shortName: s.shortname,
    title: s.title,
    ticketsLink: s.tickets,
    twitterName: s.twitter,
    youtubeName: s.youtube,
    rosterId: s.rosterId,
    scheduleId: s.scheduleId,
    displayOpponentHistory: s.displayOpponentHistory,
  };
}
