import type { RosterPlayer } from '#schemas/entities/roster.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { RosterPropsSchema, rosterData, type RosterData, type RosterProps } from './roster.schema.ts';
import { rosterPrintUrl, rosterUrl } from '../shared/urls.ts';
import { bareWalkOn, newestSeason, seasonRoster, seasonStaffOf } from '../shared/roster.fixtures.ts';
import { createPlayer } from '#fixtures/school/index.ts';
import { school, sportBy } from '../shared/school.fixtures.ts';

/** The roster widget's data for a sport and season of the demo school, by the widget's own mapper. */
function rosterOf(
  sport: Sport,
  season: string,
  options: { coaches?: boolean; staff?: boolean; print?: boolean; extra?: RosterPlayer[] } = {},
): RosterData {
  return rosterData({
    sport,
    season,
    seasons: (school.seasons[sport.id] ?? []).toReversed(),
    players: [...seasonRoster(sport, season, options.staff), ...(options.extra ?? [])],
    staff: options.coaches === false ? [] : seasonStaffOf(sport, season, options.staff),
    print: options.print ?? false,
  });
}

const football = sportBy('mfootbl');
const wbb = sportBy('wbaskbl');
const msoc = sportBy('msoccer');
const golf = sportBy('mgolf');
const lastSoccerSeason = school.seasons[msoc.id]?.at(-2) ?? '';

/** A 60-character name (spec 3 sets no limit): the longest a layout is checked with. */
export const LONG_NAME = { first_name: 'Bartholomew-Alexander', last_name: 'Featherstonehaugh-Wolfeschlegelsteiner' };

/**
 * Bad input for the roster's layouts: walk-ons enough to make football's roster 150 players, every third with a
 * 60-character name, every other without a headshot, some without hometown, class or position.
 */
function walkOns(sport: Sport, season: string, count: number): RosterPlayer[] {
  return Array.from({ length: count }, (_, i) =>
    createPlayer({
      id: 991_000 + i,
      sport_id: sport.id,
      season,
      ...(i % 3 === 0 ? LONG_NAME : { first_name: 'Walk', last_name: `On ${i + 1}` }),
      slug: `walk-on-${i + 1}`,
      jersey_number: String(100 + i),
      image: i % 2 === 0 ? null : { url: `/images/players/${991_000 + i}.webp`, alt: 'Walk-on' },
      hometown: i % 4 === 1 ? null : 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch, Wales',
      academic_year: i % 5 === 2 ? null : 'Redshirt Sophomore',
      ...(i % 7 === 3 ? { position_short: null, position_long: null } : {}),
    }),
  );
}

const crowded = rosterOf(football, newestSeason(football), {
  extra: walkOns(football, newestSeason(football), 150 - seasonRoster(football, newestSeason(football)).length),
});

const page = (props: Partial<RosterProps> = {}) => RosterPropsSchema.parse({ variant: 'page', ...props });

export const rosterFixtures = {
  /** Football's newest roster (over 100 players) in the list view, with its coaches. */
  default: { props: page(), data: rosterOf(football, newestSeason(football)), from: rosterUrl(football.global_sport_name_slug) },
  /** Women's basketball in the grid (card) view. */
  gridView: { props: page({ defaultView: 'grid' }), data: rosterOf(wbb, newestSeason(wbb)), from: rosterUrl(wbb.global_sport_name_slug) },
  /**
   * A season the sport played that has no roster yet: the empty state, the selector still works. Not a page of the
   * demo (every season it played has a roster; any other season is a 404).
   */
  emptyRoster: { props: page(), data: rosterOf(football, '2019') },
  /** Last season's men's soccer roster, with the roster settings hiding the coaches. */
  coachesHidden: {
    props: page({ showCoaches: false, defaultSort: 'name' }),
    data: rosterOf(msoc, lastSoccerSeason, { coaches: false }),
    from: rosterUrl(msoc.global_sport_name_slug, lastSoccerSeason),
  },
  /** Golf: no jersey numbers, and one walk-on with every optional field missing; sorted by class. */
  missingFields: { props: page({ defaultSort: 'class' }), data: rosterOf(golf, newestSeason(golf), { extra: [bareWalkOn] }) },
  /** Bad input: 150 players, 60-character names, missing headshots, hometowns and classes. */
  crowded: { props: page(), data: crowded },
  /** The same in the grid view. */
  crowdedGrid: { props: page({ defaultView: 'grid' }), data: crowded },
  /** A staff preview (hidden route): unpublished players are listed and marked. */
  staffPreview: { props: page({ defaultSort: 'weight' }), data: rosterOf(football, newestSeason(football), { staff: true }) },
  /** The fullscreen print page. */
  print: {
    props: RosterPropsSchema.parse({ variant: 'print' }),
    data: rosterOf(football, newestSeason(football), { print: true }),
    from: rosterPrintUrl(football.global_sport_name_slug),
  },
} satisfies Record<string, { props: RosterProps; data: RosterData; from?: string }>;
