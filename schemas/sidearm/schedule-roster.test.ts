import { describe, expect, it } from 'vitest';
import { GAME_STATE } from '../constants.ts';
import { GameSchema } from '../entities/game.ts';
import {
  SidearmEventSchema,
  SidearmRecordSchema,
  SidearmScheduleGameSchema,
  UnmappableGame,
  gameFromSidearm,
  recordMismatches,
} from './game.ts';
import { SidearmRosterPlayerSchema, SidearmRosterStaffSchema, rosterPlayerFromSidearm, rosterStaffFromSidearm } from './roster.ts';
import {
  SidearmAnalyticsSchema,
  SidearmGoogleSchema,
  SidearmMobileSchema,
  analytics360FromSidearm,
  analyticsFromSidearm,
  mobileFromSidearm,
} from './settings.ts';

// Fictional answers in SIDEARM's v2 shapes (field names from its public schemas; every value made up).
const event = {
  id: 4410,
  gamePregameStoryId: null,
  date: '2027-03-14T00:00:00',
  endDate: null,
  dateUtc: null,
  endDateUtc: null,
  time: null,
  isDoubleHeader: false,
  showAtVs: true,
  tbd: true,
  allDay: false,
  teamPrefix: null,
  status: 'A',
  locationIndicator: 'A',
  location: null,
  isConference: false,
  conference: null,
  isSpotlight: false,
  type: 'C',
  tournament: null,
  ticketLink: null,
  schedule: { id: 12, title: '2027 Rowing Schedule', url: null },
  opponent: { id: null, title: 'Gullwing Rowing Club', image: '', prefix: null, name: 'Gullwing Rowing Club' },
  media: null,
  result: null,
  eventImage: { image: null, altText: null },
};

const detail = {
  id: 4410,
  opponent: {
    id: null,
    title: 'Gullwing Rowing Club',
    prefix: '',
    website: 'javascript:void(0)',
    mascot: '',
    image: { fullpath: '/images/logos/gullwing.png', path: '/images/logos', filename: 'gullwing.png', alt: '' },
  },
  media: { video: { title: 'Watch', url: 'https://video.example.org/4410', label: '' }, audio: null, stats: null, tickets: null },
  result: null,
  tournament: { title: 'Spring Head Race' },
};

describe('SIDEARM games to ours', () => {
  it('a game with null dateUtc, result and opponent id: the local date, no result, opponent 0; the logo from ScheduleGames', () => {
    const game = gameFromSidearm(SidearmEventSchema.parse(event), SidearmScheduleGameSchema.parse(detail), 4, '2027');
    expect(GameSchema.safeParse(game).success).toBe(true);
    expect(game).toMatchObject({
      id: 4410,
      season: '2027',
      date: '2027-03-14T00:00:00',
      date_utc: '2027-03-14T00:00:00',
      time: null,
      location: '',
      result: null,
      game_state: GAME_STATE.Scheduled,
      tournament: 'Spring Head Race',
      opponent: { id: 0, title: 'Gullwing Rowing Club', image: '/images/logos/gullwing.png', website: null, mascot: null },
    });
    expect(game.media.video).toBe('https://video.example.org/4410');
  });

  it("takes EventsResults' string image when ScheduleGames has none, and a result with its scores", () => {
    const played = {
      ...event,
      dateUtc: '2027-03-14T15:00:00Z',
      opponent: { id: 88, title: 'Gullwing Rowing Club', image: '/images/logos/g.png', prefix: null, name: '' },
      result: { status: 'w', teamScore: '6:01.2', opponentScore: '6:04.9', preScore: null, postScore: null, boxScore: null },
    };
    const game = gameFromSidearm(SidearmEventSchema.parse(played), null, 4, '2027');
    expect(game.opponent).toMatchObject({ id: 88, image: '/images/logos/g.png' });
    expect(game.result).toMatchObject({ status: 'W', team_score: '6:01.2', opponent_score: '6:04.9' });
    expect(game.game_state).toBe(GAME_STATE.GameComplete);
  });

  it('an unknown status is not guessed', () => {
    expect(() => gameFromSidearm(SidearmEventSchema.parse({ ...event, status: 'Q' }), null, 4, '2027')).toThrow(
      new UnmappableGame('unknown game status "Q"'),
    );
  });

  it("compares SIDEARM's record with the imported games' (5-2-0 is 5-2)", () => {
    const game = (id: number, status: 'W' | 'L') =>
      gameFromSidearm(
        SidearmEventSchema.parse({
          ...event,
          id,
          locationIndicator: 'H',
          result: { status, teamScore: '1', opponentScore: '0', preScore: null, postScore: null, boxScore: null },
        }),
        null,
        4,
        '2027',
      );
    const games = [game(1, 'W'), game(2, 'W'), game(3, 'L')];
    const record = SidearmRecordSchema.parse({ overallRecord: '2-1-0', homeRecord: '3-0', conferenceRecord: null, streak: 'L1' });
    expect(recordMismatches(record, games)).toEqual(['home: SIDEARM 3-0, imported games 2-1']);
  });
});

describe('SIDEARM roster entries to ours', () => {
  const player = {
    rosterPlayerId: 7301,
    playerId: 301,
    firstName: 'Saoirse',
    lastName: "O'Malley",
    hometown: '',
    highSchool: null,
    previousSchool: null,
    major: null,
    twitterUsername: null,
    weight: null,
    heightFeet: null,
    heightInches: null,
    positionShort: '',
    positionLong: '',
    jerseyNumber: '',
    academicYearShort: 'Jr.',
    academicYearLong: null,
    hide: false,
    hideBio: false,
    image: null,
    bio: null,
  };

  it('a player with SIDEARM nulls and blanks: none of them invented', () => {
    const mapped = rosterPlayerFromSidearm(SidearmRosterPlayerSchema.parse(player), 4, '2027');
    expect(mapped).toMatchObject({
      id: 7301,
      slug: 'saoirse-o-malley',
      jersey_number: null,
      position_short: null,
      hometown: null,
      weight: null,
      academic_year: 'Jr.',
      image: null,
      bio: null,
      published: true,
    });
  });

  it('a hidden player is unpublished, a hidden bio is none', () => {
    const mapped = rosterPlayerFromSidearm(
      SidearmRosterPlayerSchema.parse({ ...player, hide: true, hideBio: true, bio: '<p>x</p>' }),
      4,
      '2027',
    );
    expect(mapped).toMatchObject({ published: false, bio: null });
  });

  it('a coach without an id is not importable; a head coach by title', () => {
    expect(rosterStaffFromSidearm(SidearmRosterStaffSchema.parse({ firstName: 'A', lastName: 'B' }), 'coach', 4, '2027')).toBeNull();
    const coach = rosterStaffFromSidearm(
      SidearmRosterStaffSchema.parse({ rosterCoachId: 55, firstName: 'Ada', lastName: 'Brandt', title: 'Head Coach' }),
      'coach',
      4,
      '2027',
    );
    expect(coach).toMatchObject({ id: 55, kind: 'coach', slug: 'ada-brandt', is_head_coach: true, season: '2027', sport_id: 4 });
  });
});

describe('SIDEARM tracking and app settings to ours', () => {
  it('Google: `{}` fields (null) are null, not invented', () => {
    const mapped = analytics360FromSidearm(
      SidearmGoogleSchema.parse({
        google360PropertyId: '',
        ticketProvider: null,
        clientRegion: {},
        clientMMR: null,
        clientName: 'Example',
      }),
    );
    expect(mapped).toMatchObject({
      google360PropertyId: null,
      ticketProvider: null,
      clientRegion: null,
      clientMMR: null,
      clientName: 'Example',
      isPower5Client: false,
    });
  });

  it('Analytics: ids that are not ids are left out and named', () => {
    const { value, dropped } = analyticsFromSidearm(
      SidearmAnalyticsSchema.parse({ analyticsMeasurementIds: ['G-ABC123', '"><script>', {}], tagManagerCodes: null }),
    );
    expect(value).toEqual({ analyticsMeasurementIds: ['G-ABC123'], tagManagerCodes: [] });
    expect(dropped).toEqual(['"><script>', '{}']);
  });

  it('Mobile: a null or blank app id is none', () => {
    expect(mobileFromSidearm(SidearmMobileSchema.parse({ mobileAppleAppId: null }))).toEqual({ mobileAppleAppId: null });
    expect(mobileFromSidearm(SidearmMobileSchema.parse({ mobileAppleAppId: ' ' }))).toEqual({ mobileAppleAppId: null });
  });
});
