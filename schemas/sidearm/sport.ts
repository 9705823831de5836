import * as z from 'zod/mini';
import { SportSchema, type Sport } from '../entities/sport.ts';
import { genderFromSidearm } from './embedded-sport.ts';
import { anything, flag, num, orNull, text } from './wire.ts';

// schema/v2/sports/sportsSchema.js (GET /Sports, an array). `abbrev` and `globalSportGender` may be null there.
export const SidearmSportSchema = z.object({
  id: z.number(),
  title: z.string(),
  shortName: z.string(),
  abbrev: text,
  shortDisplay: text,
  globalSportId: num,
  globalSportShortName: text,
  globalSportNameSlug: z.string(),
  globalSportGender: text,
  nonSport: flag,
  facebookPage: text,
  twitterName: text,
  instagramName: text,
  pinterestName: text,
  youtubeName: text,
  ticketsLink: text,
  rosterId: num,
  scheduleId: num,
  seasonId: num,
  displayOpponentHistory: flag,
  imagesJson: anything,
});
export type SidearmSport = z.infer<typeof SidearmSportSchema>;

/** A SIDEARM sport as our Sport (spec 3); throws when the result is not one. */
export function sportFromSidearm(w: SidearmSport): Sport {
  return SportSchema.parse({
    id: w.id,
    title: w.title,
    shortname: w.shortName,
    // A null abbreviation stays empty rather than invented: pages fall back to the short name.
    abbreviation: w.abbrev ?? '',
    gender: genderFromSidearm(w.globalSportGender, w.globalSportShortName),
    global_sport_id: w.globalSportId ?? 0,
    global_sport_shortname: w.globalSportShortName ?? w.shortName,
    global_sport_name_slug: w.globalSportNameSlug,
    non_sport: w.nonSport ?? false,
    facebook: orNull(w.facebookPage),
    instagram: orNull(w.instagramName),
    pinterest: orNull(w.pinterestName),
    twitter: orNull(w.twitterName),
    youtube: orNull(w.youtubeName),
    tickets: orNull(w.ticketsLink),
    rosterId: w.rosterId ?? null,
    scheduleId: w.scheduleId ?? null,
    displayOpponentHistory: w.displayOpponentHistory ?? false,
    short_title: '',
    url: '',
  });
}
