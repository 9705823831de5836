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

/**
 * Our Sport as SIDEARM's `/Sports` entry (schema/v2/sports/sportsSchema.js): the spec 7 fields with our values,
 * and every field SIDEARM requires that this site has no counterpart for with the neutral value its type allows.
 */
export function sportToSidearm(s: Sport) {
  return {
    id: s.id,
    title: s.title,
    shortName: s.shortname,
    abbrev: s.abbreviation,
    shortDisplay: orNull(s.short_title),
    globalSportId: s.global_sport_id,
    globalSportShortName: s.global_sport_shortname,
    globalSportNameSlug: s.global_sport_name_slug,
    globalSportGender: s.gender,
    nonSport: s.non_sport,
    facebookPage: s.facebook,
    twitterName: s.twitter,
    instagramName: s.instagram,
    pinterestName: s.pinterest,
    youtubeName: s.youtube,
    ticketsLink: s.tickets,
    rosterId: s.rosterId,
    scheduleId: s.scheduleId,
    displayOpponentHistory: s.displayOpponentHistory,
    // No counterpart here: SIDEARM's neutral values.
    seasonId: null,
    conferenceId: null,
    usesPoints: false,
    hasDoubleHeader: false,
    defaultLocation: null,
    defaultFacility: null,
    created: '',
    oldId: null,
    defaultStatsLink: null,
    usesSidearmStats: false,
    conferenceXml: null,
    conferenceDisplay: false,
    atVs: false,
    eventInclusion: null,
    hasDepthChart: false,
    hasOvertimeLosses: false,
    hasOvertimeWins: false,
    facebookId: null,
    googlePlusId: null,
    statsLink: null,
    scheduleUpcomingGamesToShow: 0,
    scheduleUpcomingGamesBackgroundImage: null,
    scheduleUpcomingGamesBackgroundFullWidth: false,
    ticketmasterAttractionId: null,
    appPriority: 0,
    displaySocialMedia: false,
    youtubePlaylistId: null,
    nonSportOnArchive: false,
    hasHockeySystem: false,
    displayNextEvent: false,
    nonSportOnCalendar: false,
    imagesJson: null,
    momentIds: null,
    defaultVideoLink: null,
    hasHockey3V3: false,
    gameSynonym: null,
  } satisfies SidearmSport & Record<string, unknown>;
}
export type SidearmSportOut = ReturnType<typeof sportToSidearm>;
