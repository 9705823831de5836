import type { RosterPlayer } from '#schemas/entities/roster.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { RosterPropsSchema, toRosterCoach, toRosterRow, type RosterData, type RosterProps } from './roster.schema.ts';
import { rosterPrintUrl, rosterUrl } from '../shared/urls.ts';
import { bareWalkOn, newestSeason, seasonRoster } from '../shared/roster.fixtures.ts';
import { school, sportBy } from '../shared/school.fixtures.ts';

/** The roster widget's data for a sport and season, built like roster.server.ts does. */
function rosterData(sport: Sport, season: string, options: { coaches?: boolean; staff?: boolean; print?: boolean; players?: RosterPlayer[] } = {}): RosterData {
  const slug = sport.global_sport_name_slug;
  const players = options.players ?? seasonRoster(sport, season, options.staff);
  const coaches = options.coaches === false ? [] : school.staff.filter((s) => s.kind === 'coach' && s.sport_id === sport.id && s.season === season);
  return {
    sport: { id: sport.id, title: sport.title, slug },
    season,
    seasons: (school.seasons[sport.id] ?? []).toReversed().map((title) => ({ title, url: (options.print ? rosterPrintUrl : rosterUrl)(slug, title) })),
    players: players.map((p) => toRosterRow(p, slug)),
    coaches: coaches.sort((a, b) => Number(b.is_head_coach) - Number(a.is_head_coach)).map((c) => toRosterCoach(c, slug)),
    rosterUrl: rosterUrl(slug, season),
    printUrl: rosterPrintUrl(slug, season),
  };
}

const football = sportBy('mfootbl');
const wbb = sportBy('wbaskbl');
const msoc = sportBy('msoccer');
const golf = sportBy('mgolf');

const page = (props: Partial<RosterProps> = {}) => RosterPropsSchema.parse({ variant: 'page', ...props });

export const rosterFixtures = {
  /** Football's newest roster (over 100 players) in the list view, with its coaches. */
  default: { props: page(), data: rosterData(football, newestSeason(football)) },
  /** Women's basketball in the grid (card) view. */
  gridView: { props: page({ defaultView: 'grid' }), data: rosterData(wbb, newestSeason(wbb)) },
  /** A season in the address that has no roster: the empty state, the selector still works. */
  emptyRoster: { props: page(), data: { ...rosterData(football, '2019'), players: [], coaches: [] } },
  /** Last season's men's soccer roster, with the roster settings hiding the coaches. */
  coachesHidden: { props: page({ showCoaches: false, defaultSort: 'name' }), data: rosterData(msoc, school.seasons[msoc.id]?.at(-2) ?? '', { coaches: false }) },
  /** Golf: no jersey numbers, and one walk-on with every optional field missing; sorted by class. */
  missingFields: {
    props: page({ defaultSort: 'class' }),
    data: rosterData(golf, newestSeason(golf), { players: [...seasonRoster(golf, newestSeason(golf)), bareWalkOn] }),
  },
  /** A staff preview (hidden route): unpublished players are listed and marked. */
  staffPreview: { props: page({ defaultSort: 'weight' }), data: rosterData(football, newestSeason(football), { staff: true }) },
  /** The fullscreen print page. */
  print: { props: RosterPropsSchema.parse({ variant: 'print' }), data: rosterData(football, newestSeason(football), { print: true }) },
} satisfies Record<string, { props: RosterProps; data: RosterData }>;
