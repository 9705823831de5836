import { describe, expect, it } from 'vitest';
import { buildSchool } from '../../fixtures/school/index.ts';
import { SportWireSchema, sportFromWire, sportToWire } from './sports.ts';

describe('GET /api/v2/Sports wire shape (spec 7) ↔ Sport entity (spec 3)', () => {
  const sports = buildSchool().sports;

  it('uses the spec 7 field names on the wire', () => {
    const wire = sportToWire(sports[0]!);
    expect(Object.keys(wire).toSorted()).toEqual(
      [
        'abbrev',
        'displayOpponentHistory',
        'facebookPage',
        'globalSportGender',
        'globalSportId',
        'globalSportNameSlug',
        'globalSportShortName',
        'id',
        'instagramName',
        'nonSport',
        'pinterestName',
        'rosterId',
        'scheduleId',
        'shortName',
        'ticketsLink',
        'title',
        'twitterName',
        'youtubeName',
      ].toSorted(),
    );
    expect(SportWireSchema.safeParse(wire).success).toBe(true);
  });

  it('maps back to the same entity, with short_title and url always empty', () => {
    for (const sport of sports) {
      const back = sportFromWire(sportToWire(sport));
      expect(back).toEqual(sport);
      expect(back.short_title).toBe('');
      expect(back.url).toBe('');
    }
  });
});
