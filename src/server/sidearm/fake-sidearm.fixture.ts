import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fictional school's SIDEARM v2 API for the importer's tests: a real HTTP server on a loopback port, answering
 * in SIDEARM's shapes (schema/v2 of SIDEARM's public API tests; every name and value here is made up). Faults are
 * switched on per test. Every request is recorded with its tenant header.
 */
export interface FakeSidearmOptions {
  tenant?: string;
  /** `Stories` answers this status from its second page on. */
  storiesPage2Status?: number;
  /** `Stories` answers its first page again for every later index (a list that ignores `$pageIndex`). */
  storiesRepeatFirstPage?: boolean;
  /** `Seo` first answers 429 with `Retry-After: 1`. */
  seo429?: boolean;
  /** Story 104's primary image is a `javascript:` URL. */
  javascriptImage?: boolean;
  /** Stories SIDEARM no longer lists (deleted there). */
  withoutStories?: number[];
  /** Story 102's image is on a link-local address, staff 502's redirects to another loopback address. */
  privateImages?: boolean;
  /** Story 102 links a document SIDEARM's site no longer has. */
  missingDocument?: boolean;
  /** Story 101 lives at an address no route here opens. */
  oddStoryUrl?: boolean;
  /** Roster 2263 (women's soccer 2026) answers text that is not JSON. */
  invalidRosterJson?: boolean;
  /** Players SIDEARM no longer lists on their roster. */
  withoutPlayers?: number[];
  /** Coach 8012 has the id of staff directory entry 502. */
  coachIdClash?: boolean;
  /** Games SIDEARM no longer lists (deleted there). */
  withoutGames?: number[];
  /** Game 6102's status is one SIDEARM's schema does not show. */
  unknownGameStatus?: boolean;
  /** A sport whose title is null: not a SIDEARM sport. */
  brokenSport?: boolean;
}

export interface RecordedRequest {
  path: string;
  query: string;
  tenant: string | undefined;
}

export const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const OTHER_PNG = Buffer.concat([PIXEL_PNG, Buffer.from('lakeshore')]);

const sport = (
  id: number,
  title: string,
  shortName: string,
  abbrev: string | null,
  gender: string | null,
  global: string,
  slug: string,
) => ({
  seasonId: 40 + id,
  conferenceId: null,
  rosterId: 200 + id,
  scheduleId: 300 + id,
  usesPoints: false,
  hasDoubleHeader: false,
  created: '2019-07-01T09:00:00',
  oldId: null,
  nonSport: false,
  facebookPage: null,
  twitterName: `lakeshore${shortName}`,
  instagramName: null,
  pinterestName: null,
  youtubeName: null,
  globalSportShortName: global,
  statsLink: null,
  ticketsLink: null,
  displayOpponentHistory: true,
  abbrev,
  shortDisplay: shortName.toUpperCase(),
  shortName,
  globalSportId: id * 10,
  globalSportNameSlug: slug,
  globalSportGender: gender,
  id,
  title,
});

export const SPORTS = [
  sport(3, "Women's Soccer", 'wsoc', null, null, 'wsoc', 'womens-soccer'),
  sport(7, "Men's Basketball", 'mbball', 'MBB', 'M', 'mbball', 'mens-basketball'),
];

const SEO = {
  settings: {
    sitemap: { enable_sitemap_xml: 'true' },
    robots: { seo_robots_header: '', seo_robots_footer: '' },
    title: { site_name: 'Lakeshore Tech Athletics', seo_title_delimiter: ' - ', seo_title_homepage: 'Lakeshore Tech Athletics' },
    meta: {
      site_name: 'Lakeshore Tech Athletics',
      school_name: 'Lakeshore Institute of Technology',
      site_mascot_singular: 'Heron',
      site_mascot_plural: 'Herons',
      seo_meta_description_homepage: 'Official athletics site of the Lakeshore Tech Herons',
      seo_meta_og_image: '/images/og.png',
    },
  },
  tokens: { keys: ['{site_name}'] },
};

// schema/v2/google/googleSchema.js, analytics/settingsSchema.js, mobile/settingsSchema.js.
const GOOGLE = {
  google360PropertyId: 'lakeshore-360',
  isPower5Client: false,
  isAllAccessEnabled: false,
  ticketProvider: null,
  clientRegion: null,
  clientMMR: 'Great Lakes',
  isClientFanbasePartner: false,
  isClientSidearmExtended: true,
  isPaciolanMarketingClient: false,
  clientDivision: 'NCAA Division III',
  conferenceName: 'Northern Shores Conference',
  clientName: 'Lakeshore Institute of Technology',
  paciolanDataAccountId: null,
  clientId: 'lakeshore-tech',
  clientAbbreviation: 'LIT',
  customCdnIdentifier: null,
  isRelatedVideosComponentEnabled: false,
};

const ANALYTICS = { analyticsMeasurementIds: ['G-LAKE123', 'not an id'], tagManagerCodes: ['GTM-LAKE45'] };

const MOBILE = { mobileAppleAppId: '1234567890' };

const navItem = (id: number, title: string, url: string, extra: object = {}) => ({
  id,
  title,
  shortTitle: null,
  rank: id,
  column: 1,
  url,
  icon: null,
  separator: false,
  openInNewWindow: false,
  sportIdAssociation: null,
  sport: null,
  className: '',
  socialMediaLinks: null,
  scheduleRosterNewsLinks: null,
  items: null,
  stats: null,
  tickets: null,
  youtube: null,
  ...extra,
});

const NAVIGATION = [
  navItem(1, 'Sports', '', {
    includeSocialMedia: false,
    columns: [
      {
        column: 1,
        items: [
          navItem(11, "Women's Soccer", '/sports/womens-soccer', {
            sport: {
              id: 3,
              title: "Women's Soccer",
              abbrev: 'WSOC',
              shortTitle: 'W Soccer',
              shortName: 'wsoc',
              globalSportShortName: 'wsoc',
            },
            scheduleRosterNewsLinks: [navItem(111, 'Schedule', '/sports/womens-soccer/schedule')],
          }),
        ],
      },
      { column: 2, items: [navItem(12, "Men's Basketball", '/sports/mens-basketball')] },
    ],
  }),
  navItem(2, 'Tickets', 'https://tickets.example.org/lakeshore', { openInNewWindow: true, columns: [] }),
  navItem(3, 'Fan Zone', 'javascript:alert(1)', { columns: [] }),
];

const SUB_NAVIGATION: Record<string, unknown[]> = {
  3: [
    navItem(31, 'Schedule', '/sports/womens-soccer/schedule', { className: 'sport-home' }),
    navItem(32, 'More', '', { items: [navItem(321, 'Camps', 'https://camps.example.org/soccer', { className: 'additional-links' })] }),
  ],
  7: [navItem(71, 'Roster', '/sports/mens-basketball/roster')],
};

const staffMember = (id: number, first: string, last: string, title: string, category: string, image: string | null) => ({
  id,
  firstName: first,
  lastName: last,
  title,
  email: `${first.toLowerCase()}.${last.toLowerCase()}@lakeshore.example.edu`,
  phone: '',
  image: image ? { url: image, alt: `${first} ${last}` } : null,
  category: { id: 5, title: category },
  socialMedia: {},
  socialMediaList: {},
  socialMediaR: [],
  custom1: '',
  custom2: '',
  custom3: '',
  custom4: '',
  bio: `<p>${first} ${last} works in ${category}.</p>`,
  url: `/staff-directory/${first.toLowerCase()}-${last.toLowerCase()}/${id}`,
  displayFields: { staff_title: 'Title' },
  images: null,
});

const STAFF = [
  staffMember(501, 'Marisol', 'Okafor', 'Director of Athletics', 'Administration', '/images/staff/okafor.png'),
  staffMember(502, 'Teodor', 'Lindqvist', 'Sports Information Director', 'Communications', null),
  staffMember(503, 'Priya', 'Haldane', 'Head Athletic Trainer', 'Sports Medicine', '/images/staff/okafor-copy.png'),
];

const staff = (options: FakeSidearmOptions) =>
  STAFF.map((m) => (options.privateImages && m.id === 502 ? { ...m, image: { url: '/images/redirect-inside.png', alt: '' } } : m));

const storySport = {
  id: 3,
  title: "Women's Soccer",
  abbreviation: 'WSOC',
  shortTitle: 'W Soccer',
  shortname: 'wsoc',
  gender: 'F',
  globalSportShortname: 'wsoc',
  globalSportId: 30,
  nonSport: false,
  globalSportNameSlug: 'womens-soccer',
};

interface StoryInput {
  id: number;
  day: number;
  slug: string;
  title: string;
  content: string | null;
  blocks?: unknown;
  image?: string;
  url?: string;
}

const storyOf = (s: StoryInput, withBody: boolean) => ({
  contentId: String(s.id),
  contentTitle: s.title,
  contentDate: `2026-10-${String(s.day).padStart(2, '0')}T15:30:00`,
  contentUrl: `/news/2026/10/${s.day}/${s.slug}.aspx`,
  contentImageUrl: s.image ?? '',
  id: s.id,
  title: s.title,
  titleInRotator: false,
  subHeadline: '',
  teaser: `${s.title}: the story so far.`,
  byline: 'Lakeshore Tech Communications',
  appExclusive: false,
  date: `2026-10-${String(s.day).padStart(2, '0')}T15:30:00`,
  formattedDate: `October ${s.day}, 2026`,
  sportDisplay: "Women's Soccer",
  sport: storySport,
  imageSource: '',
  imageFocalPoint: null,
  imageAltText: '',
  primaryImage: s.image
    ? {
        caption: '',
        creditText: null,
        focalPoint: null,
        url: s.image,
        absoluteUrl: s.image,
        altText: `${s.title} photo`,
        title: null,
        creditName: null,
      }
    : null,
  alternateImage: null,
  video: null,
  url: s.url ?? `/news/2026/10/${s.day}/${s.slug}.aspx`,
  redirectAbsoluteUrl: '',
  links:
    s.id === 105
      ? [
          {
            linkId: 1,
            linkUrl: '/documents/2026/10/25/final-stats.pdf',
            linkText: 'Final stats',
            created: '2026-10-25T16:00:00',
            galleryId: null,
          },
          {
            linkId: 2,
            linkUrl: 'https://conference.example.org/standings',
            linkText: 'Standings',
            created: '2026-10-25T16:00:00',
            galleryId: null,
          },
        ]
      : [],
  homepageFeedTemplate: '',
  contentTemplate: '',
  type: 'Recap',
  gamePostStoryId: null,
  games: [],
  players: null,
  galleryId: 0,
  galleryImages: [],
  writer: null,
  isBlockBased: s.blocks !== undefined,
  content: withBody ? s.content : null,
  blocks: withBody ? (s.blocks ?? null) : null,
  storyMetaKeywords: null,
  storyMetaDescription: null,
  storyMetaOgDescription: null,
  sportShortname: 'wsoc',
  isMediaOnStoryPage: false,
  applyStandardFormatting: true,
});

/** Newest first, as SIDEARM lists them. */
export function storyInputs(options: FakeSidearmOptions): StoryInput[] {
  return [
    {
      id: 105,
      day: 25,
      slug: 'herons-clinch-title',
      title: 'Herons clinch the title',
      content:
        '<p>Champions.</p><img src="/images/stories/105.png" srcset="/images/stories/105-2x.png 2x" alt="Trophy"><p><a href="/documents/2026/10/25/final-stats.pdf">Final stats</a></p>',
      image: '/images/stories/105.png',
    },
    {
      id: 104,
      day: 20,
      slug: 'late-goal-lifts-herons',
      title: 'Late goal lifts Herons',
      content: '<p>A late winner.</p><script>alert("x")</script><p onclick="steal()">Final.</p>',
      image: options.javascriptImage ? 'javascript:alert(1)' : '/images/stories/104.png',
    },
    {
      id: 103,
      day: 14,
      slug: 'block-story',
      title: 'Season preview',
      content: null,
      blocks: [{ type: 'text', text: 'Ten returners & two newcomers.' }],
    },
    {
      id: 102,
      day: 9,
      slug: 'herons-open-season',
      title: 'Herons open the season',
      content: options.missingDocument
        ? '<p>A first win. <a href="/documents/2026/10/9/missing.pdf">Box score</a></p>'
        : '<p>A first win.</p>',
      ...(options.privateImages ? { image: 'http://169.254.169.254/latest/meta-data/iam' } : {}),
    },
    {
      id: 101,
      day: 2,
      slug: 'camp-opens',
      title: 'Preseason camp opens',
      content: '<p>Camp.</p>',
      ...(options.oddStoryUrl ? { url: '/stories/camp-opens' } : {}),
    },
  ];
}

// schema/v2/season/relatedSchema.js: a sport's seasons, each with its schedule.
const SEASONS: Record<number, { seasonTitle: string; scheduleId: number; isCurrent: boolean; globalSportNameSlug: string }[]> = {
  3: [
    { seasonTitle: '2026', scheduleId: 3263, isCurrent: true, globalSportNameSlug: 'womens-soccer' },
    { seasonTitle: '2025', scheduleId: 3253, isCurrent: false, globalSportNameSlug: 'womens-soccer' },
  ],
  7: [{ seasonTitle: '2026-27', scheduleId: 3267, isCurrent: true, globalSportNameSlug: 'mens-basketball' }],
};

// schema/v2/rosters/listSchema.js: one roster per season.
const ROSTER_LIST: Record<number, { rosterId: number; displayTitle: string; seasonTitle: string; globalSportNameSlug: string }[]> = {
  3: [
    { rosterId: 2263, displayTitle: "2026 Women's Soccer Roster", seasonTitle: '2026', globalSportNameSlug: 'womens-soccer' },
    { rosterId: 2253, displayTitle: "2025 Women's Soccer Roster", seasonTitle: '2025', globalSportNameSlug: 'womens-soccer' },
  ],
  7: [{ rosterId: 2267, displayTitle: "2026-27 Men's Basketball Roster", seasonTitle: '2026-27', globalSportNameSlug: 'mens-basketball' }],
};

const rosterSport = (id: number) => {
  const s = SPORTS.find((x) => x.id === id)!;
  return {
    abbrev: s.abbrev,
    shortDisplay: s.shortDisplay,
    shortName: s.shortName,
    globalSportId: s.globalSportId,
    globalSportNameSlug: s.globalSportNameSlug,
    globalSportGender: s.globalSportGender,
    id,
    title: s.title,
  };
};

// schema/v2/rosters/rosterIdSchema.js and players/rosterBioSchema.js: a player of one season's roster.
const rosterPlayer = (sportId: number, id: number, first: string, last: string, extra: Record<string, unknown> = {}) => ({
  rosterPlayerId: id,
  playerId: id % 1000,
  rosterDisplayTitle: null,
  seasonSlug: null,
  firstName: first,
  lastName: last,
  hometown: 'Port Alder, Mich.',
  highSchool: null,
  previousSchool: null,
  major: null,
  birthDate: null,
  gender: 'F',
  pronouns: null,
  twitterUsername: null,
  instagramUsername: `${first.toLowerCase()}_plays`,
  tiktokUsername: null,
  socialMedia: {},
  socialMediaR: [],
  weight: null,
  heightFeet: 5,
  heightInches: 7,
  positionShort: 'MF',
  positionLong: 'Midfielder',
  jerseyNumber: String(id % 100),
  jerseyNumberSecond: null,
  academicYearNumber: 2,
  academicYearShort: 'So.',
  academicYearLong: 'Sophomore',
  isCaptain: false,
  letters: 1,
  hide: false,
  hideBio: false,
  custom1: '',
  custom2: '',
  custom3: '',
  image: { mediaCaption: null, url: `/images/roster/${id}.png`, absoluteUrl: '', altText: `${first} ${last}`, title: '', creditName: null },
  headerImage: null,
  images: null,
  sport: rosterSport(sportId),
  bio: `<p>${first} ${last} plays for the Herons.</p>`,
  ...extra,
});

const rosterCoach = (id: number, first: string, last: string, title: string, isHeadCoach: boolean) => ({
  id,
  firstName: first,
  lastName: last,
  title,
  email: `${first.toLowerCase()}.${last.toLowerCase()}@lakeshore.example.edu`,
  phone: null,
  isHeadCoach,
  image: { url: `/images/coaches/${id}.png`, altText: `${first} ${last}` },
  bio: `<p>${first} ${last} coaches the Herons.</p>`,
});

const ROSTERS: Record<
  number,
  { sportId: number; season: string; players: unknown[]; coaches: unknown[] | null; support: unknown[] | null }
> = {
  2263: {
    sportId: 3,
    season: '2026',
    players: [
      rosterPlayer(3, 9011, 'Ingrid', 'Vasquez-Holm'),
      // No bio on the roster: its bio comes from Players/roster/bio/9012.
      rosterPlayer(3, 9012, 'Noor', 'Abernathy', { bio: null, weight: '140' }),
      rosterPlayer(3, 9013, 'Tamsin', 'Ochoa', { hideBio: true, bio: null, image: null }),
    ],
    coaches: [rosterCoach(8011, 'Delphine', 'Marsh', 'Head Coach', true), rosterCoach(8012, 'Oskar', 'Reyes', 'Assistant Coach', false)],
    support: [
      { id: 8021, firstName: 'Rhea', lastName: 'Lindgren', title: 'Athletic Trainer', email: null, phone: null, image: null, bio: null },
    ],
  },
  2253: {
    sportId: 3,
    season: '2025',
    players: [rosterPlayer(3, 9001, 'Ingrid', 'Vasquez-Holm', { academicYearLong: 'Freshman' })],
    coaches: [rosterCoach(8001, 'Delphine', 'Marsh', 'Head Coach', true)],
    support: null,
  },
  2267: {
    sportId: 7,
    season: '2026-27',
    players: [rosterPlayer(7, 9071, 'Caspian', 'Mbeki', { gender: 'M', positionShort: 'G', positionLong: 'Guard' })],
    coaches: null,
    support: null,
  },
};

const rosterOf = (id: number, options: FakeSidearmOptions) => {
  const r = ROSTERS[id]!;
  return {
    id,
    templateId: null,
    breakdownSize: '',
    displayTitle: ROSTER_LIST[r.sportId]!.find((l) => l.rosterId === id)!.displayTitle,
    displayTemplate: 'grid',
    note: null,
    noteLocation: false,
    displayCoaches: true,
    hide: false,
    sortAlpha: false,
    orderByWomenFirst: false,
    contentTemplate: '',
    displayFields: [],
    season: {
      id: id - 2000,
      title: r.season,
      shortName: null,
      startDate: `${r.season.slice(0, 4)}-08-01T00:00:00`,
      created: '2025-06-01T00:00:00',
    },
    sport: rosterSport(r.sportId),
    image: null,
    downloads: null,
    sportFile: null,
    statCrew: null,
    allStaffImage: null,
    players: r.players.filter((p) => !options.withoutPlayers?.includes((p as { rosterPlayerId: number }).rosterPlayerId)),
    coaches: r.coaches,
    support: r.support,
  };
};

const playerBio = (id: number) => {
  for (const r of Object.values(ROSTERS)) {
    const p = r.players.find((x) => (x as { rosterPlayerId: number }).rosterPlayerId === id) as Record<string, unknown> | undefined;
    if (p) return { ...p, bio: `<p>${String(p.firstName)} ${String(p.lastName)}, in full.</p><script>alert(1)</script>` };
  }
  return null;
};

interface GameInput {
  id: number;
  sportId: number;
  scheduleId: number;
  date: string;
  /** Null: a date to be announced (SIDEARM sends no UTC date). */
  utc: boolean;
  at: 'H' | 'A' | 'N';
  conference: boolean;
  opponent: { id: number | null; title: string; image: string | null };
  /** Null: not played yet. */
  result: { status: string; us: string; them: string } | null;
}

const GAMES: GameInput[] = [
  {
    id: 6001,
    sportId: 3,
    scheduleId: 3253,
    date: '2025-09-06T19:00:00',
    utc: true,
    at: 'N',
    conference: false,
    opponent: { id: 71, title: 'Harbor City College', image: '/images/opponents/harbor.png' },
    result: { status: 'T', us: '1', them: '1' },
  },
  {
    id: 6101,
    sportId: 3,
    scheduleId: 3263,
    date: '2026-09-05T19:00:00',
    utc: true,
    at: 'H',
    conference: true,
    opponent: { id: 71, title: 'Harbor City College', image: '/images/opponents/harbor.png' },
    result: { status: 'W', us: '2', them: '1' },
  },
  {
    id: 6102,
    sportId: 3,
    scheduleId: 3263,
    date: '2026-09-12T13:00:00',
    utc: true,
    at: 'A',
    conference: false,
    // A one-off opponent: SIDEARM gives it no id.
    opponent: { id: null, title: 'Marram Dunes Academy', image: null },
    result: { status: 'L', us: '0', them: '1' },
  },
  {
    id: 6103,
    sportId: 3,
    scheduleId: 3263,
    date: '2026-11-30T00:00:00',
    utc: false,
    at: 'H',
    conference: true,
    opponent: { id: 72, title: 'Cedar Bluff University', image: null },
    result: null,
  },
  {
    id: 6701,
    sportId: 7,
    scheduleId: 3267,
    date: '2026-12-01T19:30:00',
    utc: true,
    at: 'H',
    conference: false,
    opponent: { id: 73, title: 'Fenwick State', image: null },
    result: null,
  },
];

// schema/v2/eventResults/resultsSchema.js and upcomingSchema.js: a game in a list (`opponent.image` a string).
const eventOf = (g: GameInput, options: FakeSidearmOptions) => ({
  id: g.id,
  gamePregameStoryId: null,
  gamePostgameStoryId: null,
  date: g.date,
  endDate: null,
  dateUtc: g.utc ? `${g.date.slice(0, 10)}T23:00:00Z` : null,
  endDateUtc: null,
  time: g.utc ? '7 PM' : 'TBA',
  isDoubleHeader: false,
  showAtVs: true,
  tbd: !g.utc,
  allDay: false,
  teamPrefix: null,
  status: options.unknownGameStatus && g.id === 6102 ? 'Z' : 'A',
  locationIndicator: g.at,
  neutralHometeam: false,
  location: g.at === 'H' ? 'Port Alder, Mich.' : 'Away Field',
  isConference: g.conference,
  conference: g.conference ? 'Northern Shores Conference' : null,
  conferenceAbbrev: null,
  conferenceLogo: null,
  isSpotlight: false,
  type: 'C',
  tournament: null,
  ticketLink: null,
  sport: { ...rosterSport(g.sportId), nonSport: false, atVs: true, gameSynonym: 'Match', scheduleId: g.scheduleId },
  schedule: { id: g.scheduleId, title: 'Schedule', url: null },
  opponent: { id: g.opponent.id, title: g.opponent.title, image: g.opponent.image ?? '', prefix: null, name: g.opponent.title },
  media: {
    video: null,
    videoText: null,
    audio: null,
    audioText: null,
    stats: g.result ? `/sports/stats/${g.id}` : null,
    tickets: null,
    gameNote: null,
    gamePromotionName: null,
    tv: null,
    tvImage: null,
    tvImageLink: null,
    radio: null,
    custom1: null,
    custom2: null,
    custom3: null,
    gameFiles: [],
    program: null,
    programText: null,
  },
  result: g.result
    ? {
        status: g.result.status,
        teamScore: g.result.us,
        opponentScore: g.result.them,
        preScore: null,
        postScore: null,
        boxScore: null,
        gameId: g.id,
        lineScores: null,
      }
    : null,
  gameFacility: null,
  promotion: { name: null, link: null, image: null, caption: null, altText: null },
  eventImage: { image: null, altText: null, caption: null, link: null },
});

// schema/v2/scheduleGames/scheduleGamesSchema.js: one game (`opponent.image` an object).
const scheduleGameOf = (g: GameInput) => ({
  id: g.id,
  date: g.date,
  dateUtc: g.utc ? `${g.date.slice(0, 10)}T23:00:00Z` : null,
  opponent: {
    id: g.opponent.id,
    title: g.opponent.title,
    prefix: '',
    website: 'https://athletics.example.org',
    websiteLabel: '',
    location: '',
    conference: g.conference,
    mascot: 'Gulls',
    image: g.opponent.image
      ? { fullpath: g.opponent.image, filename: 'logo.png', path: '/images/opponents', title: '', alt: g.opponent.title }
      : null,
  },
  media: { tv: '', radio: '', video: null, audio: null, stats: null, tickets: null, gamefiles: [], customDisplayFields: [] },
  result: g.result ? { status: g.result.status, teamScore: g.result.us, opponentScore: g.result.them, recap: null } : null,
  tournament: null,
  galleries: [],
});

// schema/v2/schedule/recordSchema.js: 3253's overall record counts a win the imported games do not have.
const RECORDS: Record<number, Record<string, string>> = {
  3263: { overallRecord: '1-1', conferenceRecord: '1-0', homeRecord: '1-0', awayRecord: '0-1', neutralRecord: '0-0', streak: 'L1' },
  3253: { overallRecord: '1-0-1', conferenceRecord: '0-0', homeRecord: '0-0', awayRecord: '0-0', neutralRecord: '0-0-1', streak: 'T1' },
  3267: { overallRecord: '0-0', conferenceRecord: '0-0', homeRecord: '0-0', awayRecord: '0-0', neutralRecord: '0-0', streak: '' },
};

export interface FakeSidearm {
  url: string;
  /** The faults in force, read on every request: a test may change them between runs. */
  faults: FakeSidearmOptions;
  requests: RecordedRequest[];
  /** How many times each path (with its query) was asked. */
  counts(): Map<string, number>;
  close(): Promise<void>;
}

export async function startFakeSidearm(options: FakeSidearmOptions = {}): Promise<FakeSidearm> {
  const tenant = options.tenant ?? 'lakeshore';
  const requests: RecordedRequest[] = [];
  let seoAsked = 0;
  let port = 0;
  const stories = () => storyInputs(options).filter((s) => !options.withoutStories?.includes(s.id));

  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(JSON.stringify(body));
  };

  // A SIDEARM list: Staff counts `$pageIndex` from 0, Stories from 1, as their `page` says.
  const list = (items: readonly unknown[], url: URL, base: 0 | 1) => {
    const size = Number(url.searchParams.get('$pageSize') ?? 10);
    const index = url.searchParams.has('$pageIndex') ? Number(url.searchParams.get('$pageIndex')) : base;
    const pages = Math.ceil(items.length / size);
    return { items: items.slice((index - base) * size, (index - base + 1) * size), total: items.length, page: index, pages };
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const tenantHeader = req.headers.tenant as string | undefined;
    requests.push({ path: url.pathname, query: url.search, tenant: tenantHeader });
    if (url.pathname === '/images/redirect-inside.png') {
      res.writeHead(302, { location: `http://127.0.0.2:${port}/images/inside.png` });
      return res.end();
    }
    if (url.pathname.startsWith('/documents/')) {
      if (url.pathname.endsWith('missing.pdf')) return json(res, 404, { message: 'Not Found' });
      res.writeHead(200, { 'content-type': 'application/pdf' });
      return res.end('%PDF-1.4 fictional final stats');
    }
    if (url.pathname.startsWith('/images/')) {
      if (url.pathname.endsWith('missing.png')) return json(res, 404, { message: 'Not Found' });
      res.writeHead(200, { 'content-type': 'image/png' });
      // Two staff URLs serve the same bytes: the file store keeps them once.
      return res.end(url.pathname.includes('/stories/') ? OTHER_PNG : PIXEL_PNG);
    }
    const path = url.pathname.replace(/^\/api\/v2\//i, '').toLowerCase();
    if (tenantHeader !== tenant) return json(res, 400, { message: 'Invalid tenant' });
    if (path === 'sports') return json(res, 200, options.brokenSport ? [...SPORTS, { ...SPORTS[0], id: 9, title: null }] : SPORTS);
    if (path === 'seo') {
      seoAsked++;
      if (options.seo429 && seoAsked === 1) return json(res, 429, { message: 'Too many requests' }, { 'retry-after': '1' });
      return json(res, 200, SEO);
    }
    if (path === 'google') return json(res, 200, GOOGLE);
    if (path === 'analytics/settings') return json(res, 200, ANALYTICS);
    if (path === 'mobile/settings') return json(res, 200, MOBILE);
    if (path === 'navigation') return json(res, 200, NAVIGATION);
    if (path === 'navigation/sub') return json(res, 200, SUB_NAVIGATION[url.searchParams.get('sportId') ?? ''] ?? []);
    const related = /^season\/([^/]+)\/related$/.exec(path);
    if (related)
      return SEASONS[Number(related[1])] ? json(res, 200, SEASONS[Number(related[1])]) : json(res, 404, { message: 'Not Found' });
    if (path === 'rosters/list') return json(res, 200, ROSTER_LIST[Number(url.searchParams.get('sportId'))] ?? []);
    const roster = /^rosters\/(\d+)$/.exec(path);
    if (roster) {
      const id = Number(roster[1]);
      if (!ROSTERS[id]) return json(res, 404, { message: 'Not Found' });
      if (options.invalidRosterJson && id === 2263) {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        return res.end('{"id": 2263, "players": [');
      }
      const answer = rosterOf(id, options);
      if (options.coachIdClash && answer.coaches)
        answer.coaches = answer.coaches.map((c) => ((c as { id: number }).id === 8012 ? { ...(c as object), id: 502 } : c));
      return json(res, 200, answer);
    }
    const bio = /^players\/roster\/bio\/(\d+)$/.exec(path);
    if (bio) {
      const found = playerBio(Number(bio[1]));
      return found ? json(res, 200, found) : json(res, 404, { message: 'Not Found' });
    }
    if (path === 'eventsresults/results' || path === 'eventsresults/upcoming') {
      const played = path.endsWith('results');
      // `StartDate`: only games on or after it (SIDEARM's date window; ASP.NET reads the name in any case).
      const start = [...url.searchParams].find(([name]) => name.toLowerCase() === 'startdate')?.[1] ?? '';
      const games = GAMES.filter(
        (g) =>
          String(g.sportId) === url.searchParams.get('sportId') &&
          (g.result !== null) === played &&
          g.date >= start &&
          !options.withoutGames?.includes(g.id),
      );
      // Results newest first, upcoming soonest first, as SIDEARM lists them.
      const ordered = played ? games.toReversed() : games;
      return json(
        res,
        200,
        list(
          ordered.map((g) => eventOf(g, options)),
          url,
          played ? 0 : 1,
        ),
      );
    }
    const scheduleGame = /^schedulegames\/(\d+)$/.exec(path);
    if (scheduleGame) {
      const game = GAMES.find((g) => g.id === Number(scheduleGame[1]));
      return game ? json(res, 200, scheduleGameOf(game)) : json(res, 404, { message: 'Not Found' });
    }
    const record = /^schedule\/(\d+)\/record$/.exec(path);
    if (record) {
      const r = RECORDS[Number(record[1])];
      return r
        ? json(res, 200, { scheduleId: Number(record[1]), seasonId: 1, scheduleDisplayTitle: '', ...r })
        : json(res, 404, { message: 'Not Found' });
    }
    if (path === 'staff') return json(res, 200, list(staff(options), url, 0));
    if (path === 'stories') {
      const index = Number(url.searchParams.get('$pageIndex') ?? 1);
      if (options.storiesPage2Status && index >= 2) return json(res, options.storiesPage2Status, { message: 'Unavailable' });
      if (options.storiesRepeatFirstPage) url.searchParams.delete('$pageIndex');
      return json(
        res,
        200,
        list(
          stories().map((s) => storyOf(s, false)),
          url,
          1,
        ),
      );
    }
    const detail = /^stories\/([^/]+)\/([^/]+)$/.exec(path);
    if (detail) {
      const story = stories().find((s) => s.slug === decodeURIComponent(detail[2]!).replace(/\.aspx$/, ''));
      return story ? json(res, 200, storyOf(story, true)) : json(res, 404, { message: 'Not Found' });
    }
    return json(res, 404, { message: 'Not Found' });
  };

  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    faults: options,
    requests,
    counts: () => {
      const counts = new Map<string, number>();
      for (const r of requests) counts.set(`${r.path}${r.query}`, (counts.get(`${r.path}${r.query}`) ?? 0) + 1);
      return counts;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
