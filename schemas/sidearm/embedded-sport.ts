import * as z from 'zod/mini';
import type { Sport } from '../entities/sport.ts';
import { num, text } from './wire.ts';

/**
 * SIDEARM spells the sport it embeds in other answers differently in each endpoint. Each variant has its own wire
 * schema and its own mapper to one reference (the fields of our Sport every variant can fill).
 */
export type SportRef = Pick<Sport, 'id' | 'title' | 'shortname' | 'abbreviation'> & {
  global_sport_shortname: string | null;
  global_sport_name_slug: string | null;
};

// schema/v2/stories/storiesSchema.js, dateStoryNameSchema.js: `abbreviation`, `shortname`, `globalSportShortname`.
export const StorySportSchema = z.object({
  id: z.number(),
  title: text,
  abbreviation: text,
  shortTitle: text,
  shortname: text,
  gender: text,
  globalSportShortname: text,
  globalSportId: num,
  globalSportNameSlug: text,
});
export type StorySport = z.infer<typeof StorySportSchema>;

export function sportRefFromStorySport(s: StorySport): SportRef {
  return {
    id: s.id,
    title: s.title ?? '',
    shortname: s.shortname ?? '',
    abbreviation: s.abbreviation ?? '',
    global_sport_shortname: s.globalSportShortname ?? null,
    global_sport_name_slug: s.globalSportNameSlug ?? null,
  };
}

// schema/v2/navigation/navigationSchema.js, subSchema.js: `abbrev`, `shortName`, `globalSportShortName`, no slug.
export const NavigationSportSchema = z.object({
  id: z.number(),
  title: text,
  abbrev: text,
  shortTitle: text,
  shortName: text,
  globalSportShortName: text,
});
export type NavigationSport = z.infer<typeof NavigationSportSchema>;

export function sportRefFromNavigationSport(s: NavigationSport): SportRef {
  return {
    id: s.id,
    title: s.title ?? '',
    shortname: s.shortName ?? '',
    abbreviation: s.abbrev ?? '',
    global_sport_shortname: s.globalSportShortName ?? null,
    global_sport_name_slug: null,
  };
}

// schema/v2/stories/dateStoryNameSchema.js (a story's players): `abbrev`, `shortDisplay`, `globalSportGender`.
export const PlayerSportSchema = z.object({
  id: z.number(),
  title: text,
  abbrev: text,
  shortDisplay: text,
  shortName: text,
  globalSportId: num,
  globalSportNameSlug: text,
  globalSportGender: text,
});
export type PlayerSport = z.infer<typeof PlayerSportSchema>;

export function sportRefFromPlayerSport(s: PlayerSport): SportRef {
  return {
    id: s.id,
    title: s.title ?? '',
    shortname: s.shortName ?? '',
    abbreviation: s.abbrev ?? s.shortDisplay ?? '',
    global_sport_shortname: null,
    global_sport_name_slug: s.globalSportNameSlug ?? null,
  };
}

/**
 * Our gender from SIDEARM's `globalSportGender` (`M`, `F`/`W`, `C`, or spelled out), which may be null: then
 * from the global short name's first letter (SIDEARM's are `mbball`, `wsoc`…), else co-ed.
 */
export function genderFromSidearm(gender: string | null | undefined, globalShortName: string | null | undefined): Sport['gender'] {
  const g = gender?.trim().toUpperCase() ?? '';
  if (g.startsWith('M')) return 'M';
  if (g.startsWith('F') || g.startsWith('W')) return 'F';
  if (g.startsWith('C')) return 'C';
  const first = globalShortName?.trim().toLowerCase()[0];
  return first === 'm' ? 'M' : first === 'w' ? 'F' : 'C';
}
