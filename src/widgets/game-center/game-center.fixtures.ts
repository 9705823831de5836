import type { Game } from '#schemas/entities/game.ts';
import { gameFormat, type LiveStats } from '#schemas/live.ts';
import { GameCenterPropsSchema, followedLive, gameCenterDataOf, type GameCenterData, type GameCenterProps } from './game-center.schema.ts';
import { teamNameOf } from '#schemas/entities/site.ts';
import { landmarks } from '#fixtures/school/index.ts';
import { fixtureNow } from '../shared/games.fixtures.ts';
import { school, sportOf } from '../shared/school.fixtures.ts';
import { LONG_OPPONENT_NAME, LONG_SCHOOL_NAME } from '../shared/long-names.fixtures.ts';

const marks = landmarks(school);
const schoolName = teamNameOf(school.site.athleticsName);

/** The game center of a game on the demo school at FIXTURE_NOW (no live stats stored: those the game implies). */
function dataOf(game: Game, live: (l: LiveStats) => LiveStats = (l) => l): GameCenterData {
  const sport = sportOf(game.sport_id);
  const followed = followedLive(game, sport, null, schoolName);
  return gameCenterDataOf({
    game,
    sport,
    schoolName,
    logo: school.site.logo,
    live: followed && live(followed),
    now: fixtureNow,
    box: school.boxScores.find((b) => b.game_id === game.id) ?? null,
  });
}
const at = (game: Game) => `/game-center/${game.id}`;

const plays: LiveStats['plays'] = [
  { period: 3, clock: '4:12', side: 'school', text: `${schoolName} scores 3`, points: 3 },
  { period: 3, clock: '5:01', side: 'opponent', text: 'Timeout', points: 0 },
  { period: 3, clock: '5:40', side: 'opponent', text: `${marks.liveGame.opponent.title} scores 2`, points: 2 },
];
const completed = school.games.find((g) => g.game_center_enabled && g.result?.status === 'W' && g.result.line_scores) ?? marks.postGame;
const overtime =
  school.games.find(
    (g) =>
      (g.result?.line_scores?.period_count ?? 0) > (g.result?.line_scores?.regulation ?? 99) &&
      gameFormat(sportOf(g.sport_id).global_sport_shortname),
  ) ?? completed;
const props = GameCenterPropsSchema.parse({});

/**
 * Bad input a phone must survive (spec 2.1 game center): the live basketball game (quarters) in its ninth overtime (13 periods),
 * 60-character team names on both sides, an opponent without a logo. Not a stored game: no `from`.
 */
function ninthOvertime(base: GameCenterData): GameCenterData {
  const live = base.live!;
  const ours = [18, 15, 20, 17, 8, 6, 9, 7, 10, 5, 8, 6, 4];
  const theirs = [16, 19, 17, 18, 8, 6, 9, 7, 10, 5, 8, 6, 2];
  const team = (t: LiveStats['school'], name: string, scores: number[]) => ({
    ...t,
    name,
    score: scores.reduce((a, b) => a + b, 0),
    period_scores: scores,
  });
  return {
    ...base,
    school: { ...base.school, name: LONG_SCHOOL_NAME },
    game: { ...base.game, opponent: { ...base.game.opponent, title: LONG_OPPONENT_NAME, image: null } },
    live: {
      ...live,
      period: { ...live.period, number: 13, regulation: 4 },
      clock_seconds: null,
      school: team(live.school, LONG_SCHOOL_NAME, ours),
      opponent: team(live.opponent, LONG_OPPONENT_NAME, theirs),
      plays: [],
    },
  };
}

export const gameCenterFixtures = {
  /** Before the game: the countdown ticks to the start. */
  preGame: { props, data: dataOf(marks.preGame), from: at(marks.preGame) },
  /** Live: 3rd quarter, 4:12 left, the latest plays. */
  live: { props, data: dataOf(marks.liveGame, (l) => ({ ...l, version: 7, plays })) },
  final: { props, data: dataOf(completed), from: at(completed) },
  overtime: { props, data: dataOf(overtime), from: at(overtime) },
  postponed: { props, data: dataOf(marks.postponedGame), from: at(marks.postponedGame) },
  /** A sport not followed play by play (no live stats): the schedule facts and links only. */
  notFollowed: { props, data: dataOf(marks.fullTimeGame), from: at(marks.fullTimeGame) },
  /** Live in the ninth overtime, 60-character names, no opponent logo. */
  ninthOvertime: { props, data: ninthOvertime(dataOf(marks.liveGame)) },
} satisfies Record<string, { props: GameCenterProps; data: GameCenterData; from?: string }>;
