import { GAME_STATE } from '#schemas/constants.ts';
import type { Game } from '#schemas/entities/game.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { isListedGame } from '#schemas/game-rules.ts';
import { SchedulePropsSchema, scheduleDataOf, type ScheduleData, type ScheduleProps, type ScheduleVariant } from './schedule.schema.ts';
import { landmarks } from '#fixtures/school/index.ts';
import { fixtureNow, sportGames } from '../shared/games.fixtures.ts';
import { school, sportBy, sportOf } from '../shared/school.fixtures.ts';

const marks = landmarks(school);
const football = marks.football;

/** The listed games of one season, in the store's order (UTC start, then id). */
function seasonGames(sport: Sport, season: string): Game[] {
  return sportGames(sport.id, season).filter(isListedGame);
}

function schedule(sport: Sport, season: string, variant: ScheduleVariant = 'page', games = seasonGames(sport, season)): ScheduleData {
  const known = school.seasons[sport.id] ?? [];
  const seasons = known.includes(season) ? known : [...known, season];
  return scheduleDataOf({ athleticsName: school.site.athleticsName, sport, season, seasons, games, variant, now: fixtureNow });
}

const at = (sport: Sport, season: string, variant: ScheduleVariant = 'page') =>
  `/sports/${sport.global_sport_name_slug}/schedule/${variant === 'page' ? '' : `${variant}/`}${season}`;
const props = (overrides: Partial<ScheduleProps> = {}) => SchedulePropsSchema.parse(overrides);

/** The season a fixture game belongs to, with the sport. */
function around(game: Game): [Sport, string] {
  return [sportOf(game.sport_id), game.season];
}

// Last spring's baseball: the rained-out game of the school fixture, and a second game canceled here.
const [baseball, baseballSeason] = around(marks.postponedGame);
const listedBaseball = seasonGames(baseball, baseballSeason);
const toCancel = listedBaseball.find((g) => g.id > marks.postponedGame.id && !g.is_doubleheader && g.result !== null);
const baseballGames = listedBaseball.map((g) => {
  if (g !== toCancel) return g;
  return {
    ...g,
    status: 'C' as const,
    game_state: GAME_STATE.Canceled,
    game_state_display: 'Canceled',
    result: null,
    boxscore: null,
    media: { ...g.media, game_note: 'Canceled due to field conditions.' },
  };
});

// A series sport's season with doubleheaders and the GLAC Tournament.
const [seriesSport, seriesSeason] = around(marks.doubleheader[0] ?? marks.tournamentGame);
if (!seasonGames(seriesSport, seriesSeason).some((g) => g.tournament !== null)) {
  throw new Error(`Fixture: ${seriesSport.title} ${seriesSeason} has no tournament game`);
}

const [liveSport, liveSeason] = around(marks.liveGame);
const golf = sportBy('mgolf');
const newestGolf = school.seasons[golf.id]?.at(-1) ?? '';

/** Bad input (spec 9 phones): the football season against a 60-character, a one-word and a right-to-left name. */
const BAD_NAMES = [
  'Northwestern Upper Peninsula Polytechnic Institute Lumberjac',
  'NorthwesternUpperPeninsulaPolytechnicInstituteLumberjacksXYZ',
  'جامعة الملك عبد العزيز للعلوم والتقنية',
];
const longNameGames = seasonGames(football, '2026').map((g, i) => ({
  ...g,
  opponent: { ...g.opponent, title: BAD_NAMES[i % BAD_NAMES.length]! },
}));

export const scheduleFixtures = {
  /** The current football season (the page's default season): results, overtime line scores, upcoming games. */
  default: { props: props(), data: schedule(football, '2026'), from: `/sports/${football.global_sport_name_slug}/schedule` },
  /** A season without any game: the empty state, no record, no filter. */
  emptySeason: { props: props(), data: schedule(football, '2027', 'page', []) },
  /** Women's basketball on FIXTURE_NOW: a live game with its score and period, and a pre-game. */
  liveGame: { props: props(), data: schedule(liveSport, liveSeason), from: at(liveSport, liveSeason) },
  /** Baseball with a postponed and a canceled game (notes instead of results, no tickets). */
  postponedCanceled: { props: props(), data: schedule(baseball, baseballSeason, 'page', baseballGames) },
  /** Doubleheaders, the GLAC Tournament on a neutral site, TBD times. */
  tournamentDoubleheader: { props: props(), data: schedule(seriesSport, seriesSeason), from: at(seriesSport, seriesSeason) },
  /** Golf: multi-day, all-day events placed by rank rather than W/L. */
  allDayEvents: { props: props(), data: schedule(golf, newestGolf), from: at(golf, newestGolf) },
  text: { props: props({ variant: 'text' }), data: schedule(football, '2026', 'text'), from: at(football, '2026', 'text') },
  print: { props: props({ variant: 'print' }), data: schedule(football, '2026', 'print'), from: at(football, '2026', 'print') },
  /** Long and right-to-left opponent names: they wrap inside the row (and the text table's box). */
  longNames: { props: props(), data: schedule(football, '2026', 'page', longNameGames) },
  longNamesText: { props: props({ variant: 'text' }), data: schedule(football, '2026', 'text', longNameGames) },
  /** Opens filtered to away games (a template's default; `?location=` overrides it). */
  filteredAway: { props: props({ defaultLocation: 'A' }), data: schedule(football, '2026'), from: at(football, '2026') },
} satisfies Record<string, { props: ScheduleProps; data: ScheduleData; from?: string }>;
