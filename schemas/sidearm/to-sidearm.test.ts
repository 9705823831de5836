import { describe, expect, it } from 'vitest';
import {
  SidearmEventSchema,
  SidearmScheduleGameSchema,
  eventToSidearm,
  gameFromSidearm,
  recordToSidearm,
  scheduleGameToSidearm,
} from './game.ts';
import { SidearmRosterPlayerSchema, rosterPlayerFromSidearm, rosterPlayerToSidearm } from './roster.ts';
import { SidearmSportSchema, sportFromSidearm, sportToSidearm } from './sport.ts';
import { SidearmStorySchema, storyFromSidearm, storyToSidearm } from './story.ts';

// Fictional answers with SIDEARM's nulls (field names from its public schemas; every value made up), read into our
// entities and answered back: what SIDEARM left null stays neutral, never an invented value.
const sport = {
  id: 4,
  title: 'Rowing',
  shortName: 'row',
  abbrev: null,
  globalSportShortName: 'wrow',
  globalSportNameSlug: 'rowing',
  globalSportGender: null,
  nonSport: false,
  rosterId: null,
  scheduleId: null,
};

const event = {
  id: 4410,
  date: '2027-03-14T00:00:00',
  dateUtc: null,
  time: null,
  status: 'A',
  locationIndicator: 'N',
  type: 'C',
  schedule: { id: 4001, title: '2027', url: null },
  opponent: { id: null, title: 'Gullwing Rowing Club', image: null, prefix: null, name: null },
  media: null,
  result: null,
};

const story = {
  id: 900,
  title: 'Crew sets course record',
  date: '2026-04-12T10:00:00',
  sport: null,
  url: '/news/2026/4/12/crew-sets-course-record',
  isBlockBased: true,
  content: null,
  blocks: [{ type: 'text', text: 'A record on the river.' }],
};

describe('our entities to SIDEARM v2 shapes', () => {
  it('a sport whose abbreviation and gender SIDEARM left null: an empty abbreviation, no invented fields', () => {
    const ours = sportFromSidearm(SidearmSportSchema.parse(sport));
    const wire = sportToSidearm(ours);
    expect(SidearmSportSchema.safeParse(wire).success).toBe(true);
    expect(wire).toMatchObject({ abbrev: '', shortDisplay: null, rosterId: null, scheduleId: null, globalSportGender: 'F' });
    // SIDEARM's fields this site has no counterpart for: null, '', 0 or false.
    expect(wire).toMatchObject({ seasonId: null, conferenceId: null, created: '', appPriority: 0, usesPoints: false, imagesJson: null });
    expect(sportFromSidearm(SidearmSportSchema.parse(wire))).toEqual(ours);
  });

  it('a game with null dateUtc, result and opponent id: its date, no result, a null opponent id again', () => {
    const ours = gameFromSidearm(SidearmEventSchema.parse(event), null, 4, '2027');
    const wire = eventToSidearm(ours, { id: 4001, title: '2027' });
    expect(wire).toMatchObject({ dateUtc: '2027-03-14T00:00:00', result: null, time: null, eventImage: null });
    expect(wire.opponent).toEqual({ id: null, title: 'Gullwing Rowing Club', image: null, prefix: null, name: null });
    const detail = scheduleGameToSidearm(ours);
    expect(detail).toMatchObject({ result: null, tournament: null, media: { video: null, audio: null, stats: null, tickets: null } });
    expect(detail.opponent.image).toBeNull();
    expect(gameFromSidearm(SidearmEventSchema.parse(wire), SidearmScheduleGameSchema.parse(detail), 4, '2027')).toEqual(ours);
    // No game decided: a record of nothing, no streak.
    expect(recordToSidearm(4001, [ours])).toEqual({
      scheduleId: 4001,
      overallRecord: '0-0',
      conferenceRecord: '0-0',
      homeRecord: '0-0',
      awayRecord: '0-0',
      neutralRecord: '0-0',
      streak: '',
    });
  });

  it('a block-based story with null content is answered as HTML, with no sport and no images', () => {
    const ours = storyFromSidearm(SidearmStorySchema.parse(story));
    const wire = storyToSidearm(ours, null);
    expect(wire).toMatchObject({
      isBlockBased: false,
      blocks: null,
      content: '<p>A record on the river.</p>',
      sport: null,
      primaryImage: null,
    });
    expect(storyToSidearm(ours, null, { withContent: false }).content).toBeNull();
    expect(storyFromSidearm(SidearmStorySchema.parse(wire))).toEqual(ours);
  });

  it('a player with no picture, bio or measurements: nulls, and a hidden flag only for an unpublished one', () => {
    const ours = rosterPlayerFromSidearm(
      SidearmRosterPlayerSchema.parse({ rosterPlayerId: 77, firstName: 'Ada', lastName: 'Quill' }),
      4,
      '2027',
    );
    const wire = rosterPlayerToSidearm(ours);
    expect(wire).toMatchObject({
      image: null,
      bio: null,
      weight: null,
      heightFeet: null,
      jerseyNumber: null,
      hide: false,
      academicYearShort: null,
    });
    expect(rosterPlayerToSidearm({ ...ours, published: false }).hide).toBe(true);
    expect(rosterPlayerFromSidearm(SidearmRosterPlayerSchema.parse(wire), 4, '2027')).toEqual(ours);
  });
});
