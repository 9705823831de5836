import type { RosterPlayer } from '#schemas/entities/roster.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { RosterPropsSchema, rosterData, type RosterData, type RosterProps } from './roster.schema.ts';
import { rosterPrintUrl, rosterUrl } from '../shared/urls.ts';
import { bareWalkOn, newestSeason, seasonRoster, seasonStaffOf } from '../shared/roster.fixtures.ts';
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
  /** A staff preview (hidden route): unpublished players are listed and marked. */
  staffPreview: { props: page({ defaultSort: 'weight' }), data: rosterOf(football, newestSeason(football), { staff: true }) },
  /** The fullscreen print page. */
  print: {
    props: RosterPropsSchema.parse({ variant: 'print' }),
    data: rosterOf(football, newestSeason(football), { print: true }),
    from: rosterPrintUrl(football.global_sport_name_slug),
  },
} satisfies Record<string, { props: RosterProps; data: RosterData; from?: string }>;
