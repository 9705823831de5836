import { describe, expect, it } from 'vitest';
import { buildSchool } from '../../fixtures/school/index.ts';
import { sportToSidearm } from '../sidearm/sport.ts';
import { SportWireSchema } from './sports.ts';

describe("GET /api/v2/Sports: spec 7's fields within SIDEARM's entry (docs/decisions/0037-sidearm-shaped-reads.md)", () => {
  it("carries every spec 7 field, under spec 7's names, with the entity's values", () => {
    for (const sport of buildSchool().sports) {
      const wire = SportWireSchema.parse(sportToSidearm(sport));
      expect(wire).toEqual({
        abbrev: sport.abbreviation,
        facebookPage: sport.facebook,
        globalSportGender: sport.gender,
        globalSportId: sport.global_sport_id,
        globalSportShortName: sport.global_sport_shortname,
        globalSportNameSlug: sport.global_sport_name_slug,
        id: sport.id,
        instagramName: sport.instagram,
        nonSport: sport.non_sport,
        pinterestName: sport.pinterest,
        shortName: sport.shortname,
        title: sport.title,
        ticketsLink: sport.tickets,
        twitterName: sport.twitter,
        youtubeName: sport.youtube,
        rosterId: sport.rosterId,
        scheduleId: sport.scheduleId,
        displayOpponentHistory: sport.displayOpponentHistory,
      });
    }
  });
});
